import type { BundledCatalog } from './setup';

/** Strings used by more than one package. */
export const commonCatalog: BundledCatalog = {
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    siteTagline: 'Where Lord Mahavira attained nirvana',
    // Beside figures shown from before the connection was lost.
    asOf: 'as of {{time}}',
    notAvailable: 'Not available',
    // Leads each notice, so its weight is read, not only seen as a colour.
    notice: { info: 'Notice:', warning: 'Please note:', closed: 'Closed:' },
    noticesTitle: 'Notices',
  },
  hi: {
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    siteTagline: 'जहाँ भगवान महावीर ने निर्वाण प्राप्त किया',
    asOf: '{{time}} के अनुसार',
    notAvailable: 'उपलब्ध नहीं',
    notice: { info: 'सूचना:', warning: 'ध्यान दें:', closed: 'बंद:' },
    noticesTitle: 'सूचनाएँ',
  },
};

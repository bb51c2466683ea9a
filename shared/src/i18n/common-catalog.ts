import type { BundledCatalog } from './setup';

/** Strings used by more than one package. */
export const commonCatalog: BundledCatalog = {
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    siteName: 'Pawapuri',
    siteTagline: 'Where Lord Mahavira attained nirvana',
    pageTitle: '{{title}} · Pawapuri',
  },
  hi: {
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    siteName: 'पावापुरी',
    siteTagline: 'जहाँ भगवान महावीर ने निर्वाण प्राप्त किया',
    pageTitle: '{{title}} · पावापुरी',
  },
};

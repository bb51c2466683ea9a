import type { Donation, HelpNumber } from '../../contract/types';

/**
 * Numbers a pilgrim may need to call, as public sources give them (the
 * Government of India's and Bihar's announcements), checked on 2026-11-25.
 * Bihar's ambulance is 102; 108 is other states' and is not listed.
 */
const checked = { verified: true, verifiedOn: '2026-11-25' } as const;

export const SEED_HELP_NUMBERS: Record<string, HelpNumber> = {
  emergency: {
    label: {
      en: 'Police, fire and ambulance (India’s single emergency number, in use in Bihar since July 2022)',
      hi: 'पुलिस, दमकल और एम्बुलेंस (भारत का एकल आपातकालीन नंबर, बिहार में जुलाई 2022 से लागू)',
    },
    number: '112',
    order: 10,
    ...checked,
  },
  ambulance: {
    label: {
      en: 'Ambulance (the Bihar government’s ambulance service)',
      hi: 'एम्बुलेंस (बिहार सरकार की एम्बुलेंस सेवा)',
    },
    number: '102',
    order: 20,
    ...checked,
  },
  'tourist-helpline': {
    label: {
      en: 'Tourist helpline of the Government of India Ministry of Tourism (24×7)',
      hi: 'भारत सरकार के पर्यटन मंत्रालय की पर्यटक हेल्पलाइन (24×7)',
    },
    number: '1363',
    order: 30,
    ...checked,
  },
  'tourist-helpline-toll-free': {
    label: {
      en: 'Tourist helpline, toll-free (Government of India Ministry of Tourism)',
      hi: 'पर्यटक हेल्पलाइन, निःशुल्क (भारत सरकार का पर्यटन मंत्रालय)',
    },
    number: '1800-11-1363',
    order: 40,
    ...checked,
  },
  'women-helpline': {
    label: {
      en: 'Women’s helpline (Government of Bihar)',
      hi: 'महिला हेल्पलाइन (बिहार सरकार)',
    },
    number: '181',
    order: 45,
    verified: true,
    verifiedOn: '2026-11-28',
  },
  hospital: {
    label: { en: 'Nearest hospital', hi: 'निकटतम अस्पताल' },
    number: null,
    address: {
      en: 'Bhagwan Mahavir Institute of Medical Sciences (formerly Vardhman Institute of Medical Sciences), a government medical-college hospital, Pawapuri, Nalanda, Bihar 803115',
      hi: 'भगवान महावीर आयुर्विज्ञान संस्थान (पहले वर्धमान आयुर्विज्ञान संस्थान), सरकारी मेडिकल कॉलेज अस्पताल, पावापुरी, नालंदा, बिहार 803115',
    },
    order: 50,
    ...checked,
  },
};

/**
 * The donate page's sample payee until an owner publishes verified donation
 * details: a placeholder, not a registered trust. Not verified, so the page
 * labels it a sample and offers no way to pay it (no UPI link, a QR of
 * plain text); it also stands in when the donation details are unpublished.
 * Its UPI id is on `example.invalid`, a name reserved never to exist
 * (RFC 2606), so no one can register it and be paid by mistake.
 */
export const SEED_DONATION: Donation = {
  payeeName: 'Pawapuri Tirth Seva',
  upiId: 'sample@example.invalid',
  verified: false,
  verifiedOn: null,
};

import type { Festival } from '../../contract/types';

/**
 * The festivals the site names. Their dates follow the lunar calendar and
 * move every year: keepers enter each year's date. The dates seeded here are
 * those public calendars give (each with its source in docs/sources.md), not
 * yet confirmed by the temples, so none is marked verified. A year no source
 * gives is left for the keepers, never guessed.
 */
export const SEED_FESTIVALS: Record<string, Festival> = {
  'mahavira-nirvana-diwali': {
    name: { en: 'Diwali: Mahavira’s Nirvana Day', hi: 'दीपावली: महावीर निर्वाण दिवस' },
    description: {
      en: 'Both traditions mark Mahavira’s nirvana at Diwali (Kartik Amavasya): the Nirvan laddu is offered at dawn, and lamps light the temple and the pond. The busiest days of the year: book rooms early.',
      hi: 'दोनों परंपराएँ दीपावली (कार्तिक अमावस्या) पर महावीर का निर्वाण मनाती हैं: भोर में निर्वाण लाडू चढ़ाया जाता है, और मंदिर व सरोवर दीयों से जगमगाते हैं। साल के सबसे व्यस्त दिन: कमरे पहले से बुक करें।',
    },
    timeZone: 'Asia/Kolkata',
    recurringYearly: true,
    occurrences: [
      { start: '2026-11-08', verified: false },
      { start: '2027-10-29', verified: false },
    ],
    placeId: 'jal-mandir',
    order: 10,
    verified: false,
    verifiedOn: null,
  },
  'pawapuri-mahotsav': {
    name: { en: 'Pawapuri Mahotsav', hi: 'पावापुरी महोत्सव' },
    description: {
      en: 'The festival the state of Bihar holds in Pawapuri around Diwali. Its dates are announced each year.',
      hi: 'बिहार राज्य द्वारा दीपावली के आसपास पावापुरी में आयोजित महोत्सव। इसकी तिथियाँ हर साल घोषित होती हैं।',
    },
    timeZone: 'Asia/Kolkata',
    recurringYearly: true,
    occurrences: [],
    order: 20,
    verified: false,
    verifiedOn: null,
  },
  'mahavir-jayanti': {
    name: { en: 'Mahavir Jayanti', hi: 'महावीर जयंती' },
    description: {
      en: 'Mahavira’s birth, on Chaitra Shukla 13 (March or April): abhishek of Mahavira’s image and processions at the temples. Its date is entered each year.',
      hi: 'महावीर का जन्म, चैत्र शुक्ल त्रयोदशी (मार्च या अप्रैल) को: मंदिरों में महावीर की प्रतिमा का अभिषेक और शोभायात्राएँ। इसकी तिथि हर साल दर्ज की जाती है।',
    },
    timeZone: 'Asia/Kolkata',
    recurringYearly: true,
    occurrences: [{ start: '2026-03-31', verified: false }],
    order: 30,
    verified: false,
    verifiedOn: null,
  },
};

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
    name: { en: 'Diwali: Mahavira’s Nirvana Day', hi: 'दीपावली: भगवान महावीर निर्वाण कल्याणक' },
    description: {
      en: 'Both traditions mark Mahavira’s nirvana at Diwali (Kartik Amavasya), with lamps on the temple and the pond on Diwali night. The Nirvan laddu is offered at the dawn on which the Amavasya holds at sunrise, which can be the next morning: see the Nirvan laddu. The busiest days of the year: book rooms early.',
      hi: 'दोनों परंपराएँ दीपावली (कार्तिक अमावस्या) पर भगवान महावीर का निर्वाण कल्याणक मनाती हैं; दीपावली की रात मंदिर और सरोवर दीयों से जगमगाते हैं। निर्वाण लाडू उस भोर में चढ़ाया जाता है जब सूर्योदय के समय अमावस्या हो, जो अगली सुबह भी हो सकती है: निर्वाण लाडू देखें। साल में सबसे अधिक भीड़ इन्हीं दिनों रहती है: कमरे पहले से बुक करें।',
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
  'nirvan-laddu': {
    name: { en: 'Nirvan laddu at dawn', hi: 'भोर में निर्वाण लाडू' },
    description: {
      en: 'The Nirvan laddu is offered at dawn on the day Kartik Amavasya holds at sunrise: in 2026 the Amavasya runs from 8 November 11:28 am to 9 November 12:32 pm, so the laddu is offered at dawn on 9 November, the morning after Diwali night; in 2027 on 29 October. Confirm with the temples.',
      hi: 'निर्वाण लाडू उस दिन भोर में चढ़ाया जाता है जब सूर्योदय के समय कार्तिक अमावस्या हो: 2026 में अमावस्या 8 नवंबर सुबह 11:28 बजे से 9 नवंबर दोपहर 12:32 बजे तक है, इसलिए लाडू 9 नवंबर की भोर में, दीपावली की रात के बाद की सुबह, चढ़ाया जाएगा; 2027 में 29 अक्टूबर को। मंदिरों से पुष्टि करें।',
    },
    timeZone: 'Asia/Kolkata',
    recurringYearly: true,
    occurrences: [
      { start: '2026-11-09', verified: false },
      { start: '2027-10-29', verified: false },
    ],
    placeId: 'jal-mandir',
    order: 15,
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
      en: 'Mahavira’s birth, on Chaitra Shukla 13 (March or April): abhishek of Mahavira’s image and processions at the temples. In 2026 the tithi ran from 30 March 7:10 am to 31 March 6:57 am, so Jain tithi calendars gave 30 March and others 31 March. In 2027 it runs from 18 April 7:42 am to 19 April 6:09 am: 18 or 19 April, to be confirmed.',
      hi: 'भगवान महावीर का जन्म कल्याणक, चैत्र शुक्ल त्रयोदशी (मार्च या अप्रैल) को: मंदिरों में भगवान महावीर की प्रतिमा का अभिषेक और शोभायात्राएँ। 2026 में तिथि 30 मार्च सुबह 7:10 बजे से 31 मार्च सुबह 6:57 बजे तक रही, इसलिए जैन तिथि पंचांगों ने 30 मार्च और अन्य ने 31 मार्च दिया। 2027 में तिथि 18 अप्रैल सुबह 7:42 बजे से 19 अप्रैल सुबह 6:09 बजे तक है: 18 या 19 अप्रैल, पुष्टि होनी है।',
    },
    timeZone: 'Asia/Kolkata',
    recurringYearly: true,
    occurrences: [
      { start: '2026-03-30', end: '2026-03-31', verified: false },
      { start: '2027-04-18', end: '2027-04-19', verified: false },
    ],
    order: 30,
    verified: false,
    verifiedOn: null,
  },
  paryushan: {
    name: { en: 'Paryushan (Śvetāmbar)', hi: 'पर्युषण (श्वेतांबर)' },
    description: {
      en: 'The eight days of Paryushan, ending on Samvatsari in Bhadrapada (August or September), kept by Śvetāmbar Jains with fasting, pratikraman and forgiveness. Dates for 2026 and 2027: to be confirmed with the temples.',
      hi: 'पर्युषण के आठ दिन, भाद्रपद (अगस्त या सितंबर) में संवत्सरी पर पूरे होते हैं; श्वेतांबर जैन इन्हें उपवास, प्रतिक्रमण और क्षमापना के साथ मनाते हैं। 2026 और 2027 की तिथियाँ: मंदिरों से पुष्टि होनी है।',
    },
    timeZone: 'Asia/Kolkata',
    recurringYearly: true,
    occurrences: [],
    order: 40,
    verified: false,
    verifiedOn: null,
  },
  'das-lakshan': {
    name: { en: 'Das Lakshan (Digambar)', hi: 'दसलक्षण पर्व (दिगंबर)' },
    description: {
      en: 'The ten days of Das Lakshan, from Bhadrapada Shukla 5 to 14 (August or September), kept by Digambar Jains, one of the ten virtues each day. Dates for 2026 and 2027: to be confirmed with the temples.',
      hi: 'दसलक्षण पर्व के दस दिन, भाद्रपद शुक्ल पंचमी से चतुर्दशी (अगस्त या सितंबर) तक; दिगंबर जैन हर दिन दस धर्मों में से एक की आराधना करते हैं। 2026 और 2027 की तिथियाँ: मंदिरों से पुष्टि होनी है।',
    },
    timeZone: 'Asia/Kolkata',
    recurringYearly: true,
    occurrences: [],
    order: 50,
    verified: false,
    verifiedOn: null,
  },
};

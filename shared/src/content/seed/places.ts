import type { Place, WeeklyHours } from '../../contract/types';
import { WEEKDAYS } from '../../contract/values';

/**
 * The temples as the site described them before keepers could edit them.
 * Coordinates are the town centre's (about 25.092° N, 85.539° E): no source
 * gives each temple's own point yet, so none is marked verified.
 */
const TOWN = { latitude: 25.092, longitude: 85.539 };

/**
 * The usual hours one public source gives (5:30–11:30 and 17:30–20:30);
 * another gives 6:00–12:00 and 15:00–21:00. They disagree, so the hours are
 * not verified (pages say "usually") and the notes name both and the temple
 * office, which is the authority. Checked against both sources on 2026-11-25.
 */
const USUAL_WEEK = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    { morning: { opens: '05:30', closes: '11:30' }, evening: { opens: '17:30', closes: '20:30' } },
  ]),
) as WeeklyHours;

const VISITING_NOTES = {
  en:
    'Usual hours as one source gives them; another gives 06:00–12:00 and 15:00–21:00. ' +
    'Confirm the day’s hours with the temple office.\n\n' +
    '- No entry fee.\n- Photography in the outer areas only.\n' +
    '- Leave shoes before the bridge and the temple; dress modestly.\n' +
    '- No leather and no food inside the temples.',
  hi:
    'एक स्रोत के अनुसार सामान्य समय; दूसरा स्रोत 06:00–12:00 और 15:00–21:00 बताता है। ' +
    'उस दिन का समय मंदिर कार्यालय से पूछ लें।\n\n' +
    '- कोई प्रवेश शुल्क नहीं।\n- फ़ोटो केवल बाहरी हिस्सों में।\n' +
    '- पुल और मंदिर से पहले जूते उतारें; शालीन कपड़े पहनें।\n' +
    '- मंदिरों के भीतर चमड़ा और भोजन नहीं।',
};

const temple = (order: number, name: Place['name'], description: Place['description']): Place => ({
  type: 'temple',
  name,
  description,
  practicalNotes: VISITING_NOTES,
  coordinates: TOWN,
  hours: USUAL_WEEK,
  hoursVerified: false,
  exceptions: [],
  worship: [],
  order,
  verified: false,
  verifiedOn: null,
});

export const SEED_PLACES: Record<string, Place> = {
  'jal-mandir': temple(
    10,
    { en: 'Jal Mandir', hi: 'जल मंदिर' },
    {
      en: 'The white marble Jal Mandir stands in a lotus pond where by tradition Mahavira was cremated in 527 BCE, reached by a stone bridge about 600 feet long.',
      hi: 'कमल सरोवर में सफ़ेद संगमरमर का जल मंदिर, जहाँ परंपरा के अनुसार 527 ईसा पूर्व में महावीर का अंतिम संस्कार हुआ; लगभग 600 फ़ुट लंबा पत्थर का पुल इस तक जाता है।',
    },
  ),
  'gaon-mandir': temple(
    20,
    { en: 'Gaon Mandir', hi: 'गाँव मंदिर' },
    {
      en: 'Gaon Mandir, the village temple of Pawapuri, is held by Śvetāmbaras to mark the place where Mahavira, the 24th Tirthankara, attained nirvana.',
      hi: 'पावापुरी का गाँव मंदिर, जिसे श्वेतांबर उस स्थान का चिह्न मानते हैं जहाँ 24वें तीर्थंकर महावीर ने निर्वाण प्राप्त किया।',
    },
  ),
  samosaran: temple(
    30,
    { en: 'Samosaran', hi: 'समोसरण' },
    {
      en: 'The Samosaran of Pawapuri marks the place of Mahavira’s last sermon: a round, tiered white marble temple recalling the divine assembly hall.',
      hi: 'पावापुरी का समोसरण महावीर के अंतिम उपदेश का स्थान है: सफ़ेद संगमरमर का गोल, सीढ़ीदार मंदिर, जो दिव्य सभा-मंडप की याद दिलाता है।',
    },
  ),
  pawapuri: {
    type: 'place',
    name: { en: 'Pawapuri', hi: 'पावापुरी' },
    description: {
      en: 'Pawapuri (Pavapuri; anciently Apapapuri, “the sinless town”), Nalanda district, Bihar 803115, where Mahavira spent his last rainy season, gave his last sermon and attained nirvana.',
      hi: 'पावापुरी (प्राचीन नाम अपापापुरी, “पापरहित नगरी”), नालंदा ज़िला, बिहार 803115, जहाँ महावीर ने अंतिम वर्षावास किया, अंतिम उपदेश दिया और निर्वाण प्राप्त किया।',
    },
    coordinates: TOWN,
    hours: null,
    hoursVerified: false,
    exceptions: [],
    worship: [],
    order: 0,
    verified: true,
    verifiedOn: '2026-11-25',
  },
};

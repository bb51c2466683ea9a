import type { Place, WeeklyHours } from '../../contract/types';
import { WEEKDAYS } from '../../contract/values';

/**
 * The temples as the site described them before keepers could edit them.
 * 25.092° N, 85.539° E is the Jal Mandir's own point (its public
 * coordinates, checked on 2026-11-28); the town gives the same point, its
 * landmark, and says so. No public source gives the Gaon Mandir's or the
 * Samosaran's own point, so they carry none and get no map link until a
 * keeper enters theirs (the village with the Gaon Mandir lies north of the pond).
 */
const JAL_MANDIR_POINT = { latitude: 25.092, longitude: 85.539 };

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
    'Usual hours as one travel listing gives them; another gives 6:00 am–12:00 noon and 3:00–9:00 pm. ' +
    'Confirm the day’s hours with the temple office.\n\n' +
    '- No entry fee.\n- Photography in the outer areas only.\n' +
    '- Leave shoes before the bridge and the temple; dress modestly.\n' +
    '- No leather inside the temples, and no eating inside: rice, sweets and the laddu are offered there.',
  hi:
    'एक यात्रा सूची के अनुसार सामान्य समय; दूसरी सूची सुबह 6 से दोपहर 12 बजे तक और दोपहर 3 से रात 9 बजे तक बताती है। ' +
    'उस दिन का समय मंदिर कार्यालय से पूछ लें।\n\n' +
    '- कोई प्रवेश शुल्क नहीं।\n- फ़ोटो केवल बाहरी हिस्सों में।\n' +
    '- पुल और मंदिर से पहले जूते उतारें; शालीन कपड़े पहनें।\n' +
    '- मंदिरों के भीतर चमड़ा नहीं, और भीतर कुछ न खाएँ: चावल, मिठाई और लाडू वहाँ चढ़ाए जाते हैं।',
};

const temple = (
  order: number,
  name: Place['name'],
  description: Place['description'],
  coordinates: Place['coordinates'] = null,
): Place => ({
  type: 'temple',
  name,
  description,
  practicalNotes: VISITING_NOTES,
  coordinates,
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
      hi: 'कमल सरोवर में सफ़ेद संगमरमर का जल मंदिर, जहाँ परंपरा के अनुसार 527 ईसा पूर्व में भगवान महावीर का अंतिम संस्कार हुआ; लगभग 600 फ़ुट लंबा पत्थर का पुल इस तक जाता है।',
    },
    JAL_MANDIR_POINT,
  ),
  'gaon-mandir': temple(
    20,
    { en: 'Gaon Mandir', hi: 'गाँव मंदिर' },
    {
      en: 'Gaon Mandir, the village temple of Pawapuri, is held by Śvetāmbaras to mark the place where Mahavira, the 24th Tirthankara, attained nirvana.',
      hi: 'पावापुरी का गाँव मंदिर, जिसे श्वेतांबर वह स्थान मानते हैं जहाँ 24वें तीर्थंकर भगवान महावीर ने निर्वाण प्राप्त किया।',
    },
  ),
  samosaran: temple(
    30,
    { en: 'Samosaran', hi: 'समवशरण' },
    {
      en: 'The Samosaran of Pawapuri marks the place of Mahavira’s last sermon: a round, tiered white marble temple recalling the divine assembly hall.',
      hi: 'पावापुरी का समवशरण भगवान महावीर के अंतिम उपदेश का स्थान है: सफ़ेद संगमरमर का गोल, सीढ़ीदार मंदिर, जो दिव्य सभा-मंडप की याद दिलाता है।',
    },
  ),
  pawapuri: {
    type: 'place',
    name: { en: 'Pawapuri', hi: 'पावापुरी' },
    description: {
      en: 'Pawapuri (Pavapuri; anciently Apapapuri, “the sinless town”), Nalanda district, Bihar 803115, where Mahavira spent his last rainy season, gave his last sermon and attained nirvana.',
      hi: 'पावापुरी (प्राचीन नाम अपापापुरी, “पापरहित नगरी”), नालंदा ज़िला, बिहार 803115, जहाँ भगवान महावीर ने अंतिम वर्षावास किया, अंतिम उपदेश दिया और निर्वाण प्राप्त किया।',
    },
    coordinates: JAL_MANDIR_POINT,
    hours: null,
    hoursVerified: false,
    exceptions: [],
    worship: [],
    order: 0,
    verified: true,
    verifiedOn: '2026-11-25',
  },
};

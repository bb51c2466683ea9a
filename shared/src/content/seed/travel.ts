import type { LocalText, Operator, Route, TravelMode } from '../../contract/types';

/*
 * Travel as the site gave it before keepers could edit it. The operators and
 * their rates are examples (`+91 00000 000xx` numbers belong to no one); the
 * distances rest on the Nalanda district's pages and travel guides, checked
 * on 2026-11-25; the fares are estimates from the example rates, so no route
 * is marked verified until a keeper confirms its fares.
 */

const example = { verified: false, verifiedOn: null } as const;
const EXAMPLE_RATE: LocalText = { en: 'Example rate', hi: 'उदाहरण दर' };

export const SEED_OPERATORS: Record<string, Operator> = {
  'auto-rickshaw': {
    name: { en: 'Auto rickshaw', hi: 'ऑटो रिक्शा' },
    mode: 'auto',
    description: {
      en: 'Up to 3 passengers; rounds of the temples and runs to the station.',
      hi: '3 यात्री तक; मंदिरों का चक्कर और स्टेशन तक।',
    },
    phone: '+91 00000 00011',
    hours: { opens: '06:00', closes: '20:00' },
    fare: { from: 30, note: EXAMPLE_RATE },
    order: 10,
    ...example,
  },
  'sedan-taxi': {
    name: { en: 'Sedan taxi', hi: 'सेडान टैक्सी' },
    mode: 'sedan',
    description: {
      en: 'Air-conditioned, 4 passengers, outstation trips.',
      hi: 'वातानुकूलित, 4 यात्री, बाहर की यात्राएँ।',
    },
    phone: '+91 00000 00012',
    hours: null,
    fare: { perKm: 12, note: EXAMPLE_RATE },
    order: 20,
    ...example,
  },
  'shared-jeep': {
    name: { en: 'Shared jeep', hi: 'साझा जीप' },
    mode: 'jeep',
    description: {
      en: 'Fixed routes to Bihar Sharif and Rajgir.',
      hi: 'बिहारशरीफ और राजगीर के तय मार्ग।',
    },
    phone: '+91 00000 00013',
    hours: { opens: '06:00', closes: '19:00' },
    fare: { from: 40, note: EXAMPLE_RATE },
    order: 30,
    ...example,
  },
  'suv-rental': {
    name: { en: 'SUV rental', hi: 'SUV किराया' },
    mode: 'suv',
    description: {
      en: '6–7 seats, good for families and luggage.',
      hi: '6–7 सीटें, परिवार और सामान के लिए अच्छी।',
    },
    phone: '+91 00000 00014',
    hours: null,
    fare: { perKm: 16, note: EXAMPLE_RATE },
    order: 40,
    ...example,
  },
  'e-rickshaw': {
    name: { en: 'E-rickshaw', hi: 'ई-रिक्शा' },
    mode: 'erickshaw',
    description: {
      en: 'Quiet, short hops between the temples.',
      hi: 'शांत, मंदिरों के बीच छोटी दूरी।',
    },
    phone: '+91 00000 00015',
    hours: { opens: '06:00', closes: '21:00' },
    fare: { from: 20, note: EXAMPLE_RATE },
    order: 50,
    ...example,
  },
};

/** The example rates per km the fare estimates were made from. */
const EXAMPLE_RATES: Partial<Record<TravelMode, number>> = { auto: 10, sedan: 12, suv: 16 };

/** One-way fare estimates from the example rates, rounded to the nearest 50 rupees. */
function estimatedFares(km: number): Route['fares'] {
  return Object.entries(EXAMPLE_RATES).map(([mode, rate]) => ({
    mode: mode as TravelMode,
    min: Math.round((km * (rate as number)) / 50) * 50,
    note: EXAMPLE_RATE,
  }));
}

const town = (
  order: number,
  from: LocalText,
  distanceKm: number,
  extra: Partial<Route> = {},
): Route => ({
  from,
  placeType: 'town',
  distanceKm,
  measure: 'road',
  fares: estimatedFares(distanceKm),
  order,
  ...example,
  ...extra,
});

export const SEED_ROUTES: Record<string, Route> = {
  'bihar-sharif': town(10, { en: 'Bihar Sharif', hi: 'बिहारशरीफ' }, 13, {
    notes: {
      en: 'Buses run on the Patna–Bihar Sharif–Nawada route; Bihar Sharif is also a railhead.',
      hi: 'पटना–बिहारशरीफ–नवादा मार्ग पर बसें चलती हैं; बिहारशरीफ में रेलवे स्टेशन भी है।',
    },
  }),
  nalanda: town(20, { en: 'Nalanda', hi: 'नालंदा' }, 19),
  'rajgir-direct': town(30, { en: 'Rajgir', hi: 'राजगीर' }, 19, {
    via: { en: 'the direct road', hi: 'सीधी सड़क' },
  }),
  'rajgir-via-bihar-sharif': town(40, { en: 'Rajgir', hi: 'राजगीर' }, 38, {
    via: { en: 'Bihar Sharif', hi: 'बिहारशरीफ' },
  }),
  patna: town(50, { en: 'Patna', hi: 'पटना' }, 101, {
    notes: {
      en: 'A few km off the Patna–Ranchi highway; buses on the Patna–Bihar Sharif–Nawada route.',
      hi: 'पटना–राँची राजमार्ग से कुछ किमी दूर; पटना–बिहारशरीफ–नवादा मार्ग पर बसें।',
    },
  }),
  gaya: town(60, { en: 'Gaya', hi: 'गया' }, 64, {
    measure: 'straight-line',
    fares: [],
    notes: {
      en: 'About 64 km in a straight line; longer by road (the road distance is not confirmed, so no fare is estimated).',
      hi: 'सीधी रेखा में लगभग 64 किमी; सड़क से अधिक (सड़क दूरी की पुष्टि नहीं हुई, इसलिए किराए का अनुमान नहीं)।',
    },
  }),
  'pawapuri-road-station': {
    from: { en: 'Pawapuri Road station', hi: 'पावापुरी रोड स्टेशन' },
    placeType: 'railway-station',
    distanceKm: 10,
    measure: 'road',
    fares: [],
    notes: {
      en: 'On the Bakhtiyarpur–Rajgir line; take an auto or a taxi on to the temples. Bihar Sharif and Rajgir are the other railheads.',
      hi: 'बख्तियारपुर–राजगीर लाइन पर; मंदिरों तक आगे ऑटो या टैक्सी लें। बिहारशरीफ और राजगीर अन्य नज़दीकी स्टेशन हैं।',
    },
    order: 80,
    ...example,
  },
  'patna-airport': {
    from: {
      en: 'Patna airport (Jay Prakash Narayan)',
      hi: 'पटना हवाई अड्डा (जयप्रकाश नारायण)',
    },
    placeType: 'airport',
    distanceKm: 100,
    measure: 'road',
    fares: estimatedFares(100),
    order: 90,
    ...example,
  },
};

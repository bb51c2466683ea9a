import type { LocalText, Stay } from '../../contract/types';

/**
 * The places to stay the site listed before keepers could edit them. Every
 * one is an example: names, numbers (`+91 00000 000xx` belong to no one),
 * prices and ratings are not real until a keeper publishes them as verified.
 */
const AMENITY = {
  meals: { en: 'Vegetarian meals', hi: 'शाकाहारी भोजन' },
  hotWater: { en: 'Hot water', hi: 'गर्म पानी' },
  parking: { en: 'Parking', hi: 'पार्किंग' },
  templeView: { en: 'Temple view', hi: 'मंदिर का दृश्य' },
  powerBackup: { en: 'Power backup', hi: 'बिजली बैकअप' },
  ac: { en: 'Air conditioning', hi: 'वातानुकूलन' },
  wifi: { en: 'Wi-Fi', hi: 'वाई-फ़ाई' },
  restaurant: { en: 'Restaurant', hi: 'रेस्तराँ' },
  roomService: { en: 'Room service', hi: 'रूम सर्विस' },
  garden: { en: 'Garden', hi: 'बगीचा' },
  travelDesk: { en: 'Travel desk', hi: 'ट्रैवल डेस्क' },
  fanRooms: { en: 'Fan rooms', hi: 'पंखे वाले कमरे' },
  teaStall: { en: 'Tea stall', hi: 'चाय की दुकान' },
} satisfies Record<string, LocalText>;

const PAWAPURI = { en: 'Pawapuri, Nalanda, Bihar 803115', hi: 'पावापुरी, नालंदा, बिहार 803115' };
const at = (en: string, hi: string): LocalText => ({
  en: `${en}, ${PAWAPURI.en}`,
  hi: `${hi}, ${PAWAPURI.hi}`,
});

const example = {
  verified: false,
  verifiedOn: null,
} as const;

export const SEED_STAYS: Record<string, Stay> = {
  'jain-dharamshala': {
    name: { en: 'Shri Jain Shwetambar Dharamshala', hi: 'श्री जैन श्वेतांबर धर्मशाला' },
    dharamshala: true,
    rating: 4.5,
    distanceKm: 0.3,
    priceMin: 500,
    priceMax: 1500,
    amenities: [
      AMENITY.meals,
      AMENITY.hotWater,
      AMENITY.parking,
      AMENITY.templeView,
      AMENITY.powerBackup,
    ],
    phone: '+91 00000 00001',
    address: at('Near Jal Mandir', 'जल मंदिर के पास'),
    order: 10,
    ...example,
  },
  'pawapuri-residency': {
    name: { en: 'Pawapuri Residency', hi: 'पावापुरी रेज़िडेंसी' },
    dharamshala: false,
    rating: 4,
    distanceKm: 1.2,
    priceMin: 1200,
    priceMax: 2800,
    amenities: [AMENITY.ac, AMENITY.wifi, AMENITY.restaurant, AMENITY.parking],
    phone: '+91 00000 00002',
    address: at('Main Road', 'मेन रोड'),
    order: 20,
    ...example,
  },
  'mahavir-guest-house': {
    name: { en: 'Mahavir Guest House', hi: 'महावीर गेस्ट हाउस' },
    dharamshala: false,
    rating: 3.5,
    distanceKm: 0.8,
    priceMin: 700,
    priceMax: 1600,
    amenities: [AMENITY.hotWater, AMENITY.meals, AMENITY.roomService],
    phone: '+91 00000 00003',
    address: at('Gaon Mandir Road', 'गाँव मंदिर रोड'),
    order: 30,
    ...example,
  },
  'nalanda-heritage': {
    name: { en: 'Nalanda Heritage Hotel', hi: 'नालंदा हेरिटेज होटल' },
    dharamshala: false,
    rating: 4.5,
    distanceKm: 4,
    priceMin: 2500,
    priceMax: 5500,
    amenities: [
      AMENITY.ac,
      AMENITY.wifi,
      AMENITY.restaurant,
      AMENITY.garden,
      AMENITY.travelDesk,
      AMENITY.parking,
    ],
    phone: '+91 00000 00004',
    address: {
      en: 'Patna–Ranchi Highway, near Pawapuri More, Nalanda, Bihar',
      hi: 'पटना–राँची राजमार्ग, पावापुरी मोड़ के पास, नालंदा, बिहार',
    },
    order: 40,
    ...example,
  },
  'lotus-lodge': {
    name: { en: 'Lotus Pond Lodge', hi: 'लोटस पॉन्ड लॉज' },
    dharamshala: false,
    rating: 3,
    distanceKm: 2,
    priceMin: 600,
    priceMax: 1200,
    amenities: [AMENITY.fanRooms, AMENITY.hotWater, AMENITY.parking, AMENITY.teaStall],
    phone: '+91 00000 00005',
    address: at('Samosaran Road', 'समवशरण रोड'),
    order: 50,
    ...example,
  },
};

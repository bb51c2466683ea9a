export type CabType = 'auto' | 'sedan' | 'jeep' | 'suv' | 'erickshaw';

export interface CabService {
  type: CabType;
  /** Short type badge; text, not emoji, so it renders on every phone's fonts. */
  icon: string;
  /** Price wording key and figures; rates are typical, not quoted. */
  price: { perKm?: number; from?: number };
  hours: string;
  phone: string;
  /**
   * True once the keepers have confirmed the operator, its number and its
   * rates. Until then the card says it is an example and the number is not
   * a link: `+91 00000 000xx` numbers belong to no one.
   */
  verified: boolean;
}

export const CAB_SERVICES: CabService[] = [
  {
    type: 'auto',
    icon: 'AUTO',
    price: { from: 30 },
    hours: '06:00–20:00',
    phone: '+91 00000 00011',
    verified: false,
  },
  {
    type: 'sedan',
    icon: 'TAXI',
    price: { perKm: 12 },
    hours: '24 × 7',
    phone: '+91 00000 00012',
    verified: false,
  },
  {
    type: 'jeep',
    icon: 'JEEP',
    price: { from: 40 },
    hours: '06:00–19:00',
    phone: '+91 00000 00013',
    verified: false,
  },
  {
    type: 'suv',
    icon: 'SUV',
    price: { perKm: 16 },
    hours: '24 × 7',
    phone: '+91 00000 00014',
    verified: false,
  },
  {
    type: 'erickshaw',
    icon: 'E-RICK',
    price: { from: 20 },
    hours: '06:00–21:00',
    phone: '+91 00000 00015',
    verified: false,
  },
];

export interface Destination {
  /** Catalog key of the place (and its route, where two roads lead there). */
  key: 'nalanda' | 'rajgirDirect' | 'rajgirViaBiharSharif' | 'patna' | 'gaya' | 'bodhgaya';
  /** About this many km from Pawapuri. */
  km: number;
  /**
   * 'road' for a distance by road, which gives a fare estimate; 'straightLine'
   * where no road distance is confirmed: the road is longer by an unknown
   * amount, so no fare is estimated from it.
   */
  measure: 'road' | 'straightLine';
}

export const DESTINATIONS: readonly Destination[] = [
  { key: 'nalanda', km: 19, measure: 'road' },
  { key: 'rajgirDirect', km: 19, measure: 'road' },
  { key: 'rajgirViaBiharSharif', km: 38, measure: 'road' },
  { key: 'patna', km: 101, measure: 'road' },
  { key: 'gaya', km: 64, measure: 'straightLine' },
  { key: 'bodhgaya', km: 90, measure: 'road' },
];

/** Estimated one-way fares: a rate per km, rounded to the nearest 50 rupees. */
export function estimateFare(km: number, ratePerKm: number): number {
  return Math.round((km * ratePerKm) / 50) * 50;
}

export const FARE_RATES = { auto: 10, sedan: 12, suv: 16 } as const;

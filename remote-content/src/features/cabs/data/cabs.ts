export type CabType = 'auto' | 'sedan' | 'jeep' | 'suv' | 'erickshaw';

export interface CabService {
  type: CabType;
  /** Short type badge; text, not emoji, so it renders on every phone's fonts. */
  icon: string;
  /** Price wording key and figures; rates are typical, not quoted. */
  price: { perKm?: number; from?: number };
  hours: string;
  /** Placeholder: the keepers replace these with verified numbers (see README). */
  phone: string;
}

export const CAB_SERVICES: CabService[] = [
  {
    type: 'auto',
    icon: 'AUTO',
    price: { from: 30 },
    hours: '06:00–20:00',
    phone: '+91 00000 00011',
  },
  { type: 'sedan', icon: 'TAXI', price: { perKm: 12 }, hours: '24 × 7', phone: '+91 00000 00012' },
  {
    type: 'jeep',
    icon: 'JEEP',
    price: { from: 40 },
    hours: '06:00–19:00',
    phone: '+91 00000 00013',
  },
  { type: 'suv', icon: 'SUV', price: { perKm: 16 }, hours: '24 × 7', phone: '+91 00000 00014' },
  {
    type: 'erickshaw',
    icon: 'E-RICK',
    price: { from: 20 },
    hours: '06:00–21:00',
    phone: '+91 00000 00015',
  },
];

export const DESTINATIONS = [
  { key: 'nalanda', km: 19 },
  { key: 'rajgir', km: 38 },
  { key: 'patna', km: 101 },
  { key: 'gaya', km: 78 },
  { key: 'bodhgaya', km: 90 },
] as const;

/** Estimated one-way fares: a rate per km, rounded to the nearest 50 rupees. */
export function estimateFare(km: number, ratePerKm: number): number {
  return Math.round((km * ratePerKm) / 50) * 50;
}

export const FARE_RATES = { auto: 10, sedan: 12, suv: 16 } as const;

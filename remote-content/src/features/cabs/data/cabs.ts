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

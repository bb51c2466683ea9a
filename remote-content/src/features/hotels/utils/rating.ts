export interface StarCounts {
  full: number;
  half: number;
  empty: number;
}

/** Full stars, one half star when the rating is fractional, empty stars up to 5. */
export function starCounts(rating: number): StarCounts {
  const full = Math.floor(rating);
  const half = rating > full ? 1 : 0;
  return { full, half, empty: 5 - full - half };
}

export const VISIBLE_AMENITIES = 3;

/** First three amenities and how many more there are. */
export function splitAmenities(amenities: string[]): { shown: string[]; more: number } {
  return {
    shown: amenities.slice(0, VISIBLE_AMENITIES),
    more: Math.max(0, amenities.length - VISIBLE_AMENITIES),
  };
}

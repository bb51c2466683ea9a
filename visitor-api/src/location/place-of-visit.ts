import { cleanLabel } from '../common/input/text-input';
import type { Place } from './place';

/**
 * A visit's place: the browser's when it sent a country (a site built with
 * GEOLOCATION_URL looks it up there), kept as sent even without a city, since
 * the server's city could name a different country's town (a VPN, a roaming
 * phone); otherwise the server's lookup of the client address, country and
 * city together (a city the browser sent without a country is not kept).
 */
export function placeOfVisit(
  country: string | null | undefined,
  city: string | null | undefined,
  lookUp: () => Place,
): Place {
  const sentCountry = cleanLabel(country ?? '');
  if (sentCountry !== '') return { country: sentCountry, city: cleanLabel(city ?? '') };
  return lookUp();
}

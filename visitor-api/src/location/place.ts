import { cleanLabel } from '../common/input/text-input';

/** Where a visit came from, as stored: English names, '' when unknown (shown as 'Unknown'). */
export interface Place {
  country: string;
  city: string;
}

export const UNKNOWN_PLACE: Readonly<Place> = Object.freeze({ country: '', city: '' });

/** Longest country or city the visit contract accepts. */
const MAX_LABEL = 100;

/**
 * The fields a location record may have: DB-IP Lite as ip-location-db builds it
 * (`country_code`, `city` as plain text), or MaxMind's GeoIP2 layout
 * (`country.names.en`, `city.names.en`), so either kind of file can be used.
 */
export interface LocationRecord {
  country_code?: unknown;
  city?: unknown;
  country?: unknown;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Names by code: asking ICU costs about a microsecond, and there are ~250 codes. */
const countryNames = new Map<string, string>();

/**
 * Stored country values are English names ('India'), as the browser's lookup
 * sent them, so the server's own lookup must not start a second spelling ('IN').
 */
function countryName(code: unknown): string {
  if (typeof code !== 'string') return '';
  let name = countryNames.get(code);
  if (name === undefined) {
    name = /^[A-Z]{2}$/.test(code) && code !== 'ZZ' ? (regionNames.of(code) ?? '') : '';
    // Only valid codes are remembered, so a strange file cannot grow the map.
    if (name !== '') countryNames.set(code, name);
  }
  return name;
}

function englishName(field: unknown): string | undefined {
  if (typeof field !== 'object' || field === null) return undefined;
  const names = (field as { names?: { en?: unknown } }).names;
  return typeof names?.en === 'string' ? names.en : undefined;
}

function isoCode(field: unknown): unknown {
  return typeof field === 'object' && field !== null
    ? (field as { iso_code?: unknown }).iso_code
    : undefined;
}

/**
 * DB-IP names a district after its city ('Patna (Police Colony)'): the city is
 * what the browser's lookup sent and what the analytics group by, and a
 * neighbourhood says more about a visitor than the site needs.
 */
function cityName(field: unknown): string {
  const name = typeof field === 'string' ? field : (englishName(field) ?? '');
  return name.replace(/\s*\([^()]*\)\s*$/, '');
}

function label(text: string): string {
  return cleanLabel(text).slice(0, MAX_LABEL).trim();
}

/** The place a location record names; a record without a country is unknown altogether. */
export function placeOf(record: LocationRecord | null | undefined): Place {
  if (!record) return UNKNOWN_PLACE;
  const country = label(
    englishName(record.country) ?? countryName(record.country_code ?? isoCode(record.country)),
  );
  if (country === '') return UNKNOWN_PLACE;
  return { country, city: label(cityName(record.city)) };
}

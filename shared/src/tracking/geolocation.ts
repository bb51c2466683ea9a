export interface Location {
  country?: string;
  city?: string;
}

export const GEOLOCATION_TIMEOUT_MS = 2500;
const CACHE_KEY = 'visitorLocation';

interface GeoAnswer {
  country_name?: unknown;
  city?: unknown;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;
}

/**
 * Country and city of the visitor from a third-party IP lookup answering
 * `{country_name, city}`. Any failure (disabled, slow, offline, bad JSON)
 * gives an empty location: the visit is still recorded. A successful answer
 * is kept for the tab session so the lookup runs once, not on every page.
 */
export async function lookupLocation(
  url: string,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<Location> {
  if (!url) return {};
  const cached = readCache();
  if (cached) return cached;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`Geolocation lookup answered HTTP ${response.status}`);
    const answer = (await response.json()) as GeoAnswer;
    const location: Location = {};
    const country = text(answer.country_name);
    const city = text(answer.city);
    if (country) location.country = country;
    if (city) location.city = city;
    writeCache(location);
    return location;
  } catch (error) {
    console.warn('Visitor location lookup failed; recording the visit without it.', error);
    return {};
  } finally {
    clearTimeout(timer);
  }
}

function readCache(): Location | null {
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    return raw ? (JSON.parse(raw) as Location) : null;
  } catch {
    return null;
  }
}

function writeCache(location: Location): void {
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify(location));
  } catch {
    // Storage blocked: the next page simply looks up again.
  }
}

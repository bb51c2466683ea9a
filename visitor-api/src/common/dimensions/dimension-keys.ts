import type { DashboardDimension } from '@pawapuri/shared/contract/types';

/** The key a blank value (country or city not located, no language) is shown and filtered as. */
export const UNKNOWN_KEY = 'Unknown';

export const keyOrUnknown = (value: string): string => (value === '' ? UNKNOWN_KEY : value);

/** A language tag's primary subtag in lower case ('hi-IN' -> 'hi'); blank is Unknown. */
export function languageKey(tag: string): string {
  return keyOrUnknown((tag.split('-')[0] ?? '').toLowerCase());
}

/** The stored columns a visit's dimension keys are made from. */
export interface KeyedVisit {
  page_visited: string;
  source: string;
  country: string;
  city: string;
  browser: string;
  operating_system: string;
  device_type: string;
  language: string;
  screen_resolution: string;
  is_entry: number;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
}

/**
 * A visit's key in every dimension it counts in (the rollups' `kind`s): all of
 * them, and `entry` (its page) only when it was the first of its session's day.
 */
export function dimensionKeys(row: KeyedVisit): [DashboardDimension, string][] {
  const keys: [DashboardDimension, string][] = [
    ['page', row.page_visited],
    ['source', row.source],
    ['country', keyOrUnknown(row.country)],
    ['city', keyOrUnknown(row.city)],
    ['browser', keyOrUnknown(row.browser)],
    ['os', keyOrUnknown(row.operating_system)],
    ['device', keyOrUnknown(row.device_type)],
    ['language', languageKey(row.language)],
    ['screen', keyOrUnknown(row.screen_resolution)],
    ['utmSource', keyOrUnknown(row.utm_source)],
    ['utmMedium', keyOrUnknown(row.utm_medium)],
    ['utmCampaign', keyOrUnknown(row.utm_campaign)],
    ['utmContent', keyOrUnknown(row.utm_content)],
    ['utmTerm', keyOrUnknown(row.utm_term)],
  ];
  if (row.is_entry === 1) keys.push(['entry', row.page_visited]);
  return keys;
}

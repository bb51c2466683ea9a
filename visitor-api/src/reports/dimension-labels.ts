import type { DashboardDimension } from '@pawapuri/shared/contract/types';

/**
 * The breakdowns the one-page monthly report shows, with their English
 * headings, in its order. The campaign breakdowns would not fit on the page:
 * the dashboard and its CSV have them.
 */
export const DIMENSION_LABELS: Partial<Record<DashboardDimension, string>> = {
  page: 'Pages',
  entry: 'Entry pages',
  source: 'Sources',
  country: 'Countries',
  city: 'Cities',
  language: 'Languages',
  device: 'Devices',
  browser: 'Browsers',
  os: 'Operating systems',
  screen: 'Screen sizes',
};

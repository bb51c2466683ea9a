import type { DashboardDimension } from '@pawapuri/shared/contract/types';

/** Each breakdown's English heading in the monthly report, in the order the report shows them. */
export const DIMENSION_LABELS: Record<DashboardDimension, string> = {
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

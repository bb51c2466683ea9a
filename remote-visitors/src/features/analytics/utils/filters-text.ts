import type { DashboardFilters, TFunction } from '@pawapuri/shared';
import { keyLabel } from './breakdown-labels';

/** Filters in words ("Devices: mobile, Sources: WhatsApp"), as a fixed-filter line reads them. */
export function filtersText(filters: DashboardFilters, t: TFunction, locale: string): string {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([dimension, value]) => {
      const shown = keyLabel(dimension as keyof DashboardFilters, value!, locale) ?? value;
      return `${t(`dashboard.dimension.${dimension}`)}: ${shown}`;
    })
    .join(', ');
}

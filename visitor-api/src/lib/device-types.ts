import type {
  DeviceType as SharedDeviceType,
  SortField as SharedSortField,
} from '@pawapuri/shared/src/types';

/*
 * Run-time copies of the shared constants: the shared package ships TypeScript
 * sources for the browser bundles, which the compiled server cannot require.
 * The type checks below fail the build if the two lists ever drift apart.
 */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const SORT_FIELDS = [
  'id',
  'visitTime',
  'ipAddress',
  'browser',
  'operatingSystem',
  'country',
  'pageVisited',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const deviceTypesMatch: Same<DeviceType, SharedDeviceType> = true;
const sortFieldsMatch: Same<SortField, SharedSortField> = true;
export const SHARED_CONSTANTS_MATCH = deviceTypesMatch && sortFieldsMatch;

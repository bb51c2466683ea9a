import type { SearchFilter, SearchRequest, SortField } from '@pawapuri/shared';

export const PAGE_SIZES = [25, 50, 100, 200, 500];

export const EMPTY_FILTER: SearchFilter = {
  ipAddress: null,
  browser: null,
  operatingSystem: null,
  deviceType: null,
  country: null,
  city: null,
  pageVisited: null,
  sessionId: null,
  startDate: null,
  endDate: null,
};

export const INITIAL_REQUEST: SearchRequest = {
  ...EMPTY_FILTER,
  page: 0,
  size: 100,
  sortBy: 'visitTime',
  sortDirection: 'DESC',
};

/** A new header sorts descending; the active header toggles. */
export function nextSort(request: SearchRequest, field: SortField): SearchRequest {
  if (request.sortBy !== field) return { ...request, sortBy: field, sortDirection: 'DESC' };
  return { ...request, sortDirection: request.sortDirection === 'DESC' ? 'ASC' : 'DESC' };
}

/** A datetime-local value as an ISO timestamp, or null when empty. */
export function toIso(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

import { useCallback } from 'react';
import { useRequest, visitorApi, type VisitorApi } from '@pawapuri/shared';
import { toRequest, writeAddress, type DashboardAddress } from '../utils/dashboard-address';

/** The dashboard is read again this often (the page says so). */
export const REFRESH_MS = 60_000;

function logFailure(error: unknown): void {
  console.error('Failed to load the analytics dashboard', error);
}

/**
 * One view of the dashboard, refetched every minute. The last answer stays
 * on screen while a new view or a refresh loads, so nothing jumps or loses focus.
 */
export function useDashboard(
  address: DashboardAddress,
  api: Pick<VisitorApi, 'dashboard'> = visitorApi,
) {
  const key = writeAddress(address).toString();
  const fetcher = useCallback(
    (signal: AbortSignal) => api.dashboard(toRequest(address), signal),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address string is the identity
    [api, key],
  );
  return useRequest(fetcher, { refreshMs: REFRESH_MS, onError: logFailure });
}

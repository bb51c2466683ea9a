import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readAddress, writeAddress, type DashboardAddress } from '../utils/dashboard-address';

/**
 * The dashboard's view lives in the address, so a link reproduces it and
 * back/forward step through the views. Each change is a new history entry.
 */
export function useDashboardAddress() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address string is the identity
  const address = useMemo(() => readAddress(params), [key]);
  const go = useCallback(
    (next: DashboardAddress) => setParams(writeAddress(next), { preventScrollReset: true }),
    [setParams],
  );
  return { address, go };
}

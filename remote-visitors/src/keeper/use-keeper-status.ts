import { useCallback } from 'react';
import { keeperApi, useRequest, type KeeperApi } from '@pawapuri/shared';

/** The API's public keeper status: whether accounts exist, and where keeper work happens. */
export function useKeeperStatus(api: KeeperApi = keeperApi) {
  const fetcher = useCallback((signal: AbortSignal) => api.status(signal), [api]);
  return useRequest(fetcher);
}

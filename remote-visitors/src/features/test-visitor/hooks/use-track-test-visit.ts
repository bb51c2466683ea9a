import { useCallback, useState } from 'react';
import { buildVisitRecord, readBrowserFacts, visitorApi } from '@pawapuri/shared';
import { failureMessage } from '../utils/failure-message';

export const TEST_PATH = '/test';

/** POST one visit for /test through the shared client, then run `afterTrack` (a statistics reload). */
export function useTrackTestVisit(afterTrack: () => void, api = visitorApi) {
  const [error, setError] = useState<string | null>(null);

  const track = useCallback(async () => {
    try {
      await api.track(buildVisitRecord(TEST_PATH, readBrowserFacts()));
      setError(null);
    } catch (failure) {
      console.error('Tracking failed', failure);
      setError(failureMessage(failure, 'Failed to track visit'));
      return;
    }
    afterTrack();
  }, [afterTrack, api]);

  return { track, error };
}

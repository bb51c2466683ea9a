import { useEffect } from 'react';
import { ApiError } from '@pawapuri/shared';
import { withoutGoal, type DashboardAddress } from '../utils/dashboard-address';

/**
 * A link may name a goal removed since it was made: the API refuses that
 * view (400 naming `goal`), so the view is asked again without it.
 */
export function useGoneGoal(
  address: DashboardAddress,
  error: unknown,
  go: (next: DashboardAddress) => void,
): void {
  const refused = error instanceof ApiError && error.body?.field === 'goal';
  useEffect(() => {
    if (refused && address.goal) go(withoutGoal(address));
  }, [refused, address, go]);
}

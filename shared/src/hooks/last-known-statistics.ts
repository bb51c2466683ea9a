import type { VisitorStatistics } from '../types';

/** The last figures the API gave and when (ms since 1970), kept for when it cannot be reached. */
export interface KnownStatistics {
  statistics: VisitorStatistics;
  at: number;
}

export const LAST_STATISTICS_KEY = 'pawapuri.lastStatistics';

function isKnown(value: unknown): value is KnownStatistics {
  if (typeof value !== 'object' || value === null) return false;
  const { statistics, at } = value as Partial<KnownStatistics>;
  return (
    typeof at === 'number' &&
    typeof statistics === 'object' &&
    statistics !== null &&
    ['totalVisits', 'todayVisits', 'todayUniqueVisitors'].every(
      (field) => typeof (statistics as unknown as Record<string, unknown>)[field] === 'number',
    )
  );
}

/** Read in effects and handlers only: the server has no storage (docs/architecture.md). */
export function readLastStatistics(storage: Storage = localStorage): KnownStatistics | null {
  try {
    const raw = storage.getItem(LAST_STATISTICS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isKnown(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeLastStatistics(known: KnownStatistics, storage: Storage = localStorage): void {
  try {
    storage.setItem(LAST_STATISTICS_KEY, JSON.stringify(known));
  } catch {
    // Storage blocked or full: the figures are simply not kept.
  }
}

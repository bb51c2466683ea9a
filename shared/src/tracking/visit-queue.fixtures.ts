import { createStore } from 'idb-keyval';
import { createVisitQueue, type QueuedVisit } from './visit-queue';

let database = 0;
/** A queue in a database of its own, so no test sees another's visits. */
export const freshQueue = (limit?: number) => {
  database += 1;
  return createVisitQueue(limit, () => createStore(`visits-test-${database}`, 'queue'));
};

/** Queued visit number `n`: its page is `/page-n`, its key made from `n`. */
export function queuedVisit(n: number, visitedAt = '2026-11-22T10:00:00.000Z'): QueuedVisit {
  return {
    browser: 'Firefox',
    operatingSystem: 'Linux',
    deviceType: 'desktop',
    pageVisited: `/page-${n}`,
    referrer: 'Direct',
    sessionId: '1732300000000-abcdefghij',
    screenResolution: '1280x800',
    language: 'en-IN',
    visitId: `visit-${String(n).padStart(24, '0')}`,
    visitedAt,
  };
}

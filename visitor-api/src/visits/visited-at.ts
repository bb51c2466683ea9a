import { VISITED_AT_CLOCK_SKEW_MS, VISITED_AT_MAX_AGE_MS } from '@pawapuri/shared/contract';
import { HttpError } from '../common/http/http-error';
import { parseApiDate } from '../common/input/api-date';

const HOURS = VISITED_AT_MAX_AGE_MS / 3_600_000;
const SKEW_MINUTES = VISITED_AT_CLOCK_SKEW_MS / 60_000;

/**
 * The time a visit is stored with: `visitedAt` when a queued visit sends it,
 * else the arrival time `now`. The sent time is taken only within the last
 * 24 hours (plus the clock skew), so a visit is counted on the day it was
 * made; a time a little ahead (a phone's clock running fast, within the skew)
 * becomes `now`, so no visit is counted in the future. Anything else is a 400:
 * moving an old visit to today, or a future one to now, would count it on a
 * day it did not happen.
 */
export function visitTimeOf(visitedAt: string | undefined, now: number): number {
  if (visitedAt === undefined) return now;
  // The schema has checked the form (a zone is required), so the zone is never the site's.
  const time = parseApiDate(visitedAt, 'UTC', 'start');
  if (time === null) throw new HttpError(400, 'body/visitedAt is not a real date', 'visitedAt');
  if (
    time > now + VISITED_AT_CLOCK_SKEW_MS ||
    time < now - VISITED_AT_MAX_AGE_MS - VISITED_AT_CLOCK_SKEW_MS
  ) {
    throw new HttpError(
      400,
      `body/visitedAt must lie within the last ${HOURS} hours and at most ${SKEW_MINUTES} minutes ahead`,
      'visitedAt',
    );
  }
  return Math.min(time, now);
}

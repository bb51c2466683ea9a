import { ApiError, NetworkError, TimeoutError } from '../api/errors';

/**
 * Whether a visit that failed with `error` is worth sending again later: the
 * API was not reached (offline, network error, time-out), was busy or down
 * (5xx, 503), or asked to slow down (408, 429). Any other 4xx means the visit
 * itself is wrong, and sending it again would fail the same way.
 */
export function shouldSendLater(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof ApiError) {
    return error.status >= 500 || error.status === 408 || error.status === 429;
  }
  return false;
}

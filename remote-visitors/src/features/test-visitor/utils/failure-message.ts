import { ApiError } from '@pawapuri/shared';

/**
 * The test page's wording: the API answered with a failure status -> the
 * page's own message; the call never completed (offline, time-out) -> the
 * error's own words, which say where it went wrong.
 */
export function failureMessage(error: unknown, answeredFailure: string): string {
  if (error instanceof ApiError || !(error instanceof Error)) return answeredFailure;
  return `Error: ${error.message}`;
}

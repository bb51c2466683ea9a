import type { ApiErrorBody } from '../types';

/** The API answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
    /** Seconds the answer's Retry-After asks to wait (a 429 or 503), when it says. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * A Retry-After header's wait in whole seconds: a number of seconds, or an
 * HTTP date from `now`; undefined when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The request did not complete within its time limit. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`);
  }
}

/** The request never reached the server (offline, DNS, CORS, refused). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Could not reach ${url}`, { cause });
  }
}

export type ClientError = ApiError | TimeoutError | NetworkError;

export function isClientError(error: unknown): error is ClientError {
  return (
    error instanceof ApiError || error instanceof TimeoutError || error instanceof NetworkError
  );
}

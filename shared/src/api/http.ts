import { ApiError, NetworkError, retryAfterSeconds, TimeoutError } from './errors';
import type { ApiErrorBody } from '../types';

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * `include` sends the keeper's session cookie (and takes the one sign-in
   * sets) even when the API is on another origin; keeper calls use it.
   */
  credentials?: RequestCredentials;
  /** Aborts the request early (e.g. when a component unmounts). */
  signal?: AbortSignal;
  /** Lets the request outlive the page (a tap on a link that leaves it). */
  keepalive?: boolean;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'message' in value;
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const body: unknown = await response.json();
    return isErrorBody(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * fetch with a time limit and typed failures: TimeoutError, NetworkError, or
 * ApiError carrying the status and the server's JSON error body.
 */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // One controller for both the caller's signal and the time limit; written out
  // rather than AbortSignal.any/timeout, which older phone browsers lack.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (timedOut) throw new TimeoutError(url, timeoutMs);
    if (options.signal?.aborted) throw error;
    throw new NetworkError(url, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  if (!response.ok) {
    const body = await readErrorBody(response);
    throw new ApiError(
      response.status,
      body?.message ?? `HTTP ${response.status}`,
      body,
      // (A stand-in Response in tests may come without headers.)
      retryAfterSeconds((response.headers as Headers | undefined)?.get('Retry-After') ?? null),
    );
  }
  return response;
}

export async function requestJson<T>(url: string, options?: RequestOptions): Promise<T> {
  const response = await request(url, options);
  return (await response.json()) as T;
}

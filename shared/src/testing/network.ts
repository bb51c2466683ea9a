/**
 * The network of a component or client test: request handlers (msw) answer
 * the real fetch, so a test sees the URL, method, headers, credentials and
 * body as the browser sends them, and the client's own error and abort
 * handling runs. Test files only: nothing in a bundle imports this module.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { apiBaseUrl } from '../config/site-settings';
import type { ApiErrorBody } from '../types';

/** The address of an API path as the configured clients build it, e.g. `/api/visitors/dashboard`. */
export const apiUrl = (path: string): string => `${apiBaseUrl().replace(/\/+$/, '')}${path}`;

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  /** The JSON body as parsed, or undefined without one. */
  json: () => Promise<unknown>;
  /** Aborts when the page gives the request up. */
  signal: AbortSignal;
}

export interface TestNetwork {
  /** Adds handlers for the current test (they go after it), ahead of the defaults. */
  answer: (...handlers: HttpHandler[]) => void;
  /** Every request sent in the current test, oldest first. */
  sent: () => readonly SentRequest[];
  /** The requests to one path (with `/api/...`), oldest first. */
  sentTo: (path: string) => readonly SentRequest[];
}

function bodyOf(request: Request): () => Promise<unknown> {
  const copy = request.clone();
  return async () => {
    const text = await copy.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  };
}

/**
 * Starts a network for this test file: `defaults` answer every test, a
 * request no handler answers fails the test that sent it (whatever the
 * page did with the failure), and each test's own handlers and record of
 * requests are dropped after it.
 */
export function setupTestNetwork(...defaults: HttpHandler[]): TestNetwork {
  const server = setupServer(...defaults);
  let sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      credentials: request.credentials,
      json: bodyOf(request),
      signal: request.signal,
    });
  });

  // The page may catch the failed request and carry on: the test fails after it all the same.
  let stray: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        stray.push(`${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    const unanswered = stray;
    sent = [];
    stray = [];
    server.resetHandlers();
    if (unanswered.length > 0) {
      throw new Error(`Requests no handler answered: ${unanswered.join(', ')}`);
    }
  });
  afterAll(() => server.close());

  return {
    answer: (...handlers) => server.use(...handlers),
    sent: () => sent,
    sentTo: (path) => sent.filter((request) => request.url.pathname === path),
  };
}

/** The API's JSON error answer: `{ statusCode, error, message, field? }` with that status. */
export function apiError(status: number, message: string, field?: string) {
  const body: ApiErrorBody = { statusCode: status, error: 'Error', message };
  if (field) body.field = field;
  return HttpResponse.json(body, { status });
}

/**
 * A promise the test settles by hand, for an answer that must wait (a slow
 * request overtaken by a newer one).
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export { delay, http, HttpResponse } from 'msw';

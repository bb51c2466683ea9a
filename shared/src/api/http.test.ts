import { ApiError, NetworkError, TimeoutError, isClientError, retryAfterSeconds } from './errors';
import { DEFAULT_TIMEOUT_MS, request, requestJson } from './http';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

/** A fetch that never answers but rejects like the browser once its signal aborts. */
function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('request', () => {
  it('GETs with an Accept header and no Content-Type when there is no body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await request('http://api/x');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api/x');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('POSTs a JSON body with the JSON Content-Type and keeps caller headers', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await request('http://api/x', {
      method: 'POST',
      body: { a: 1 },
      headers: { Authorization: 'Bearer t' },
    });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer t',
      'Content-Type': 'application/json',
    });
  });

  it("lets go of the caller's signal once the call has answered", async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const caller = new AbortController();
    await request('http://api/x', { signal: caller.signal });
    caller.abort();
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
  });

  it('throws ApiError with the status and the server JSON error body on non-2xx', async () => {
    const body = { error: 'Bad Request', message: 'pageVisited is required', statusCode: 400 };
    fetchMock.mockResolvedValue(jsonResponse(body, 400));
    const error = await request('http://api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'pageVisited is required', body });
    expect(isClientError(error)).toBe(true);
  });

  it('throws ApiError with a generic message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 503,
      json: () => Promise.reject(new SyntaxError('Unexpected token <')),
    } as unknown as Response);
    const error = await request('http://api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'HTTP 503', body: undefined });
  });

  it('throws NetworkError when fetch itself fails', async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);
    const error = await request('http://api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ url: 'http://api/x', cause });
  });

  it('throws TimeoutError when the server does not answer in time', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = request('http://api/slow', { timeoutMs: 1000 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ url: 'http://api/slow', timeoutMs: 1000 });
  });

  it('uses a 10 s default time limit', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = request('http://api/slow').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(await pending).toMatchObject({ name: 'TimeoutError', timeoutMs: 10_000 });
  });

  it('passes the caller abort through as the abort error, not a NetworkError', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = request('http://api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(isClientError(error)).toBe(false);
  });

  it('does not time out after a successful answer', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse({ ok: 1 }));
    await expect(request('http://api/x', { timeoutMs: 50 })).resolves.toBeDefined();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('requestJson', () => {
  it('returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ totalVisits: 5 }));
    await expect(requestJson('http://api/x')).resolves.toEqual({ totalVisits: 5 });
  });
});

describe('Retry-After', () => {
  it('is carried by the ApiError of a 429 or 503, in seconds', async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 429,
      headers: new Headers({ 'Retry-After': '120' }),
      json: () => Promise.resolve({ message: 'Too many' }),
    } as unknown as Response);
    await expect(request('http://api/x')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 120,
    });
  });

  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 10:02:00 GMT', now)).toBe(120);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

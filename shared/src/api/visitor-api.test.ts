import { createVisitorApi } from './visitor-api';
import type { SearchRequest, VisitTrackingRecord } from '../types';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function response(body: unknown, headers: Record<string, string> = {}): Response {
  return {
    ok: true,
    status: 200,
    json: () => Promise.resolve(body),
    blob: () => Promise.resolve(new Blob(['a,b'])),
    headers: new Headers(headers),
  } as unknown as Response;
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, init, headers: init.headers as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(response({}));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const record = { pageVisited: '/', sessionId: 's' } as VisitTrackingRecord;

describe('createVisitorApi', () => {
  const getToken = jest.fn(() => 'secret');
  const api = createVisitorApi({ baseUrl: 'http://api.test/', getToken });

  it('drops trailing slashes from the base URL', () => {
    expect(api.baseUrl).toBe('http://api.test');
    expect(createVisitorApi({ baseUrl: 'http://x//' }).baseUrl).toBe('http://x');
  });

  it('track POSTs the record to /api/visitors/track without the admin token', async () => {
    fetchMock.mockResolvedValue(response({ success: true }));
    await expect(api.track(record)).resolves.toEqual({ success: true });
    const { url, init, headers } = lastCall();
    expect(url).toBe('http://api.test/api/visitors/track');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(record);
    expect(headers.Authorization).toBeUndefined();
  });

  it('statistics and analytics GET their URLs without the admin token', async () => {
    await api.statistics();
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/api/visitors/statistics',
      init: { method: 'GET', body: undefined },
    });
    expect(lastCall().headers.Authorization).toBeUndefined();
    await api.analytics();
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/api/visitors/analytics',
      init: { method: 'GET' },
    });
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('search POSTs the query with the Bearer token', async () => {
    const query = { page: 0, size: 20, country: 'India' } as SearchRequest;
    await api.search(query);
    const { url, init, headers } = lastCall();
    expect(url).toBe('http://api.test/api/visitors/search');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(query);
    expect(headers.Authorization).toBe('Bearer secret');
  });

  it('sends no Authorization header when there is no token', async () => {
    const anonymous = createVisitorApi({ baseUrl: 'http://api.test', getToken: () => null });
    await anonymous.search({ page: 0, size: 20 } as SearchRequest);
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('exportVisits GETs the export with format and dates, the token, and the file name', async () => {
    fetchMock.mockResolvedValue(
      response(null, { 'Content-Disposition': 'attachment; filename="visitors-2026-11.csv"' }),
    );
    const file = await api.exportVisits('csv', { startDate: '2026-11-01', endDate: '2026-11-22' });
    const { url, init, headers } = lastCall();
    expect(url).toBe(
      'http://api.test/api/visitors/export?format=csv&startDate=2026-11-01&endDate=2026-11-22',
    );
    expect(init.method).toBe('GET');
    expect(headers.Authorization).toBe('Bearer secret');
    expect(headers.Accept).toBe('*/*');
    expect(file.fileName).toBe('visitors-2026-11.csv');
    expect(file.blob).toBeInstanceOf(Blob);
  });

  it('reads an RFC 5987 file name', async () => {
    fetchMock.mockResolvedValue(
      response(null, { 'Content-Disposition': "attachment; filename*=UTF-8''visits%20all.pdf" }),
    );
    const file = await api.exportVisits('pdf', { startDate: null, endDate: null });
    expect(file.fileName).toBe('visits all.pdf');
    expect(lastCall().url).toBe('http://api.test/api/visitors/export?format=pdf');
  });

  it.each([
    ['csv', 'visitors.csv'],
    ['excel', 'visitors.xlsx'],
    ['pdf', 'visitors.pdf'],
  ] as const)('falls back to a %s file name without Content-Disposition', async (format, name) => {
    fetchMock.mockResolvedValue(response(null));
    const file = await api.exportVisits(format, { startDate: null, endDate: '2026-01-31' });
    expect(file.fileName).toBe(name);
    expect(lastCall().url).toBe(
      `http://api.test/api/visitors/export?format=${format}&endDate=2026-01-31`,
    );
  });
});

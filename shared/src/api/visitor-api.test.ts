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

  it('dashboard GETs the view with its range and filters, without the admin token', async () => {
    const view = { period: '7d' };
    fetchMock.mockResolvedValue(response(view));
    await expect(
      api.dashboard({ period: '7d', source: 'WhatsApp', device: 'mobile', city: '' }),
    ).resolves.toEqual(view);
    const { url, init, headers } = lastCall();
    expect(url).toBe(
      'http://api.test/api/visitors/dashboard?period=7d&source=WhatsApp&device=mobile',
    );
    expect(init.method).toBe('GET');
    expect(headers.Authorization).toBeUndefined();
  });

  it('dashboard encodes a custom range and leaves out an empty query', async () => {
    await api.dashboard({ period: 'custom', from: '2026-11-01', to: '2026-11-07', page: '/a b&c' });
    expect(lastCall().url).toBe(
      'http://api.test/api/visitors/dashboard?period=custom&from=2026-11-01&to=2026-11-07&page=%2Fa+b%26c',
    );
    await api.dashboard({});
    expect(lastCall().url).toBe('http://api.test/api/visitors/dashboard');
  });

  it('dashboardCsv downloads the same view as a file', async () => {
    fetchMock.mockResolvedValue(
      response(null, { 'Content-Disposition': 'attachment; filename="dashboard-7d.csv"' }),
    );
    const file = await api.dashboardCsv({ period: '7d', country: 'India' });
    const { url, headers } = lastCall();
    expect(url).toBe('http://api.test/api/visitors/dashboard.csv?period=7d&country=India');
    expect(headers.Accept).toBe('*/*');
    expect(headers.Authorization).toBeUndefined();
    expect(file).toEqual({ blob: expect.any(Blob), fileName: 'dashboard-7d.csv' });
    fetchMock.mockResolvedValue(response(null));
    expect((await api.dashboardCsv({})).fileName).toBe('dashboard.csv');
  });

  it("monthlyReport downloads the month's PDF", async () => {
    fetchMock.mockResolvedValue(response(null));
    const file = await api.monthlyReport('2026-10');
    expect(lastCall().url).toBe('http://api.test/api/visitors/report?month=2026-10');
    expect(lastCall().headers.Authorization).toBeUndefined();
    expect(file.fileName).toBe('report-2026-10.pdf');
  });

  it.each([
    ['dashboard', (signal: AbortSignal) => api.dashboard({}, signal)],
    ['dashboardCsv', (signal: AbortSignal) => api.dashboardCsv({}, signal)],
    ['monthlyReport', (signal: AbortSignal) => api.monthlyReport('2026-10', signal)],
  ] as const)('%s gives up when its signal aborts', async (_name, call) => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const controller = new AbortController();
    const pending = call(controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});

describe('keeper calls of createVisitorApi carry the session cookie', () => {
  const api = createVisitorApi({ baseUrl: 'http://api.test' });

  it('search, export and erase include credentials; public calls do not', async () => {
    await api.search({ page: 0, size: 20 } as SearchRequest);
    expect(lastCall().init.credentials).toBe('include');
    fetchMock.mockResolvedValue(response(null));
    await api.exportVisits('csv', { startDate: null, endDate: null });
    expect(lastCall().init.credentials).toBe('include');
    await api.dashboardCsv({});
    expect(lastCall().init.credentials).toBeUndefined();
    fetchMock.mockResolvedValue(response({ erased: 2 }));
    await expect(api.eraseSession('a b')).resolves.toEqual({ erased: 2 });
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/api/visitors/sessions/a%20b',
      init: { method: 'DELETE', credentials: 'include' },
    });
    await api.statistics();
    expect(lastCall().init.credentials).toBeUndefined();
  });
});

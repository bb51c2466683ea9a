/**
 * @jest-environment jest-fixed-jsdom
 */
import { delay, http, HttpResponse, setupTestNetwork } from '../testing/network';
import { createVisitorApi } from './visitor-api';
import type { SearchRequest, VisitTrackingRecord } from '../types';

// Every call is answered with an empty object unless a test says otherwise.
const network = setupTestNetwork(http.all('http://api.test/*', () => HttpResponse.json({})));

/** Answers every call with this body (JSON, or for null a file's bytes) and these headers. */
function answerAll(body: unknown, headers: Record<string, string> = {}) {
  network.answer(
    http.all('http://api.test/*', () =>
      body === null ? new HttpResponse('a,b', { headers }) : HttpResponse.json(body, { headers }),
    ),
  );
}

function lastCall() {
  const request = network.sent().at(-1)!;
  return { url: request.url.href, request, headers: request.headers };
}

const record = { pageVisited: '/', sessionId: 's' } as VisitTrackingRecord;

describe('createVisitorApi', () => {
  const getToken = jest.fn(() => 'secret');
  const api = createVisitorApi({ baseUrl: 'http://api.test/', getToken });

  it('drops trailing slashes from the base URL', () => {
    expect(api.baseUrl).toBe('http://api.test');
    expect(createVisitorApi({ baseUrl: 'http://x//' }).baseUrl).toBe('http://x');
  });

  it('track POSTs the record to /api/visitors/track without the admin token', async () => {
    answerAll({ success: true });
    await expect(api.track(record)).resolves.toEqual({ success: true });
    const { url, request, headers } = lastCall();
    expect(url).toBe('http://api.test/api/visitors/track');
    expect(request.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual(record);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('statistics and analytics GET their URLs without the admin token', async () => {
    await api.statistics();
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/api/visitors/statistics',
      request: { method: 'GET' },
    });
    expect(await lastCall().request.json()).toBeUndefined();
    expect(lastCall().headers.has('Authorization')).toBe(false);
    await api.analytics();
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/api/visitors/analytics',
      request: { method: 'GET' },
    });
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('search POSTs the query with the Bearer token', async () => {
    const query = { page: 0, size: 20, country: 'India' } as SearchRequest;
    await api.search(query);
    const { url, request, headers } = lastCall();
    expect(url).toBe('http://api.test/api/visitors/search');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual(query);
    expect(headers.get('Authorization')).toBe('Bearer secret');
  });

  it('sends no Authorization header when there is no token', async () => {
    const anonymous = createVisitorApi({ baseUrl: 'http://api.test', getToken: () => null });
    await anonymous.search({ page: 0, size: 20 } as SearchRequest);
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('exportVisits GETs the export with format and dates, the token, and the file name', async () => {
    answerAll(null, { 'Content-Disposition': 'attachment; filename="visitors-2026-11.csv"' });
    const file = await api.exportVisits('csv', { startDate: '2026-11-01', endDate: '2026-11-22' });
    const { url, request, headers } = lastCall();
    expect(url).toBe(
      'http://api.test/api/visitors/export?format=csv&startDate=2026-11-01&endDate=2026-11-22',
    );
    expect(request.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer secret');
    expect(headers.get('Accept')).toBe('*/*');
    expect(file.fileName).toBe('visitors-2026-11.csv');
    expect(await file.blob.text()).toBe('a,b');
  });

  it('reads an RFC 5987 file name', async () => {
    answerAll(null, { 'Content-Disposition': "attachment; filename*=UTF-8''visits%20all.pdf" });
    const file = await api.exportVisits('pdf', { startDate: null, endDate: null });
    expect(file.fileName).toBe('visits all.pdf');
    expect(lastCall().url).toBe('http://api.test/api/visitors/export?format=pdf');
  });

  it.each([
    ['csv', 'visitors.csv'],
    ['excel', 'visitors.xlsx'],
    ['pdf', 'visitors.pdf'],
  ] as const)('falls back to a %s file name without Content-Disposition', async (format, name) => {
    answerAll(null);
    const file = await api.exportVisits(format, { startDate: null, endDate: '2026-01-31' });
    expect(file.fileName).toBe(name);
    expect(lastCall().url).toBe(
      `http://api.test/api/visitors/export?format=${format}&endDate=2026-01-31`,
    );
  });

  it('dashboard GETs the view with its range and filters, without the admin token', async () => {
    const view = { period: '7d' };
    answerAll(view);
    await expect(
      api.dashboard({ period: '7d', source: 'WhatsApp', device: 'mobile', city: '' }),
    ).resolves.toEqual(view);
    const { url, request, headers } = lastCall();
    expect(url).toBe(
      'http://api.test/api/visitors/dashboard?period=7d&source=WhatsApp&device=mobile',
    );
    expect(request.method).toBe('GET');
    expect(headers.has('Authorization')).toBe(false);
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
    answerAll(null, { 'Content-Disposition': 'attachment; filename="dashboard-7d.csv"' });
    const file = await api.dashboardCsv({ period: '7d', country: 'India' });
    const { url, headers } = lastCall();
    expect(url).toBe('http://api.test/api/visitors/dashboard.csv?period=7d&country=India');
    expect(headers.get('Accept')).toBe('*/*');
    expect(headers.has('Authorization')).toBe(false);
    expect(file).toEqual({ blob: expect.any(Blob), fileName: 'dashboard-7d.csv' });
    answerAll(null);
    expect((await api.dashboardCsv({})).fileName).toBe('dashboard.csv');
  });

  it("monthlyReport downloads the month's PDF", async () => {
    answerAll(null);
    const file = await api.monthlyReport('2026-10');
    expect(lastCall().url).toBe('http://api.test/api/visitors/report?month=2026-10');
    expect(lastCall().headers.has('Authorization')).toBe(false);
    expect(file.fileName).toBe('report-2026-10.pdf');
  });

  it.each([
    ['dashboard', (signal: AbortSignal) => api.dashboard({}, signal)],
    ['dashboardCsv', (signal: AbortSignal) => api.dashboardCsv({}, signal)],
    ['monthlyReport', (signal: AbortSignal) => api.monthlyReport('2026-10', signal)],
  ] as const)('%s gives up when its signal aborts', async (_name, call) => {
    network.answer(http.all('http://api.test/*', () => delay('infinite')));
    const controller = new AbortController();
    const pending = call(controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(network.sent().at(-1)!.signal.aborted).toBe(true);
  });
});

describe('keeper calls of createVisitorApi carry the session cookie', () => {
  const api = createVisitorApi({ baseUrl: 'http://api.test' });

  it('search, export and erase include credentials; public calls do not', async () => {
    await api.search({ page: 0, size: 20 } as SearchRequest);
    expect(lastCall().request.credentials).toBe('include');
    answerAll(null);
    await api.exportVisits('csv', { startDate: null, endDate: null });
    expect(lastCall().request.credentials).toBe('include');
    await api.dashboardCsv({});
    expect(lastCall().request.credentials).toBe('same-origin');
    answerAll({ erased: 2 });
    await expect(api.eraseSession('a b')).resolves.toEqual({ erased: 2 });
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/api/visitors/sessions/a%20b',
      request: { method: 'DELETE', credentials: 'include' },
    });
    await api.statistics();
    expect(lastCall().request.credentials).toBe('same-origin');
  });
});

import { createKeeperApi } from './keeper-api';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function response(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return {
    ok: status < 400,
    status,
    json: () => Promise.resolve(body),
    blob: () => Promise.resolve(new Blob(['at,action'])),
    headers: new Headers(headers),
  } as unknown as Response;
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, init, body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(response({}));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const api = createKeeperApi({ baseUrl: 'http://api.test/' });

describe('createKeeperApi', () => {
  it('signs in with the credentials included, so the session cookie is kept', async () => {
    await api.signIn({ email: 'a@b.in', password: 'correct horse battery staple' });
    const { url, init, body } = lastCall();
    expect(url).toBe('http://api.test/api/keepers/sign-in');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(body).toEqual({ email: 'a@b.in', password: 'correct horse battery staple' });
  });

  it.each([
    ['me', () => api.me(), 'GET', '/me'],
    ['signOut', () => api.signOut(), 'POST', '/sign-out'],
    ['signOutEverywhere', () => api.signOutEverywhere(), 'POST', '/sign-out-everywhere'],
    ['accounts', () => api.accounts(), 'GET', '/accounts'],
    ['resetAccount', () => api.resetAccount(7), 'POST', '/accounts/7/reset'],
    ['disableAccount', () => api.disableAccount(7), 'POST', '/accounts/7/disable'],
    ['enableAccount', () => api.enableAccount(7), 'POST', '/accounts/7/enable'],
    ['apiKeys', () => api.apiKeys(), 'GET', '/api-keys'],
    ['revokeApiKey', () => api.revokeApiKey(3), 'POST', '/api-keys/3/revoke'],
    ['mailReports', () => api.mailReports(), 'GET', '/mail-reports'],
  ] as const)('%s calls %s %s with the cookie', async (_name, call, method, path) => {
    await call();
    const { url, init } = lastCall();
    expect(url).toBe(`http://api.test/api/keepers${path}`);
    expect(init.method).toBe(method);
    expect(init.credentials).toBe('include');
  });

  it('asks the public status without the cookie, so a page the API gives no credentials can read it', async () => {
    await api.status();
    const { url, init } = lastCall();
    expect(url).toBe('http://api.test/api/keepers/status');
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.credentials).toBe('omit');
  });

  it('changeRole sends the role and the owner password', async () => {
    await api.changeRole(4, { role: 'analyst', password: 'p'.repeat(15) });
    expect(lastCall()).toMatchObject({
      url: 'http://api.test/api/keepers/accounts/4/role',
      body: { role: 'analyst', password: 'p'.repeat(15) },
    });
  });

  it('saveMailReports puts the whole setting with the cookie', async () => {
    const setting = {
      recipients: [{ email: 'a@b.in', language: 'hi' as const }],
      alert: { above: 500, below: null },
    };
    await api.saveMailReports(setting);
    const { url, init, body } = lastCall();
    expect([url, init.method, init.credentials]).toEqual([
      'http://api.test/api/keepers/mail-reports',
      'PUT',
      'include',
    ]);
    expect(body).toEqual(setting);
  });

  it('audit puts its filters in the query, leaving out empty ones', async () => {
    await api.audit({ action: 'sign-in', actor: '', page: 2, size: 50 });
    expect(lastCall().url).toBe('http://api.test/api/keepers/audit?action=sign-in&page=2&size=50');
    await api.audit({});
    expect(lastCall().url).toBe('http://api.test/api/keepers/audit');
  });

  it('auditCsv downloads the file with its name', async () => {
    fetchMock.mockResolvedValue(
      response(null, 200, { 'Content-Disposition': 'attachment; filename="audit-2026.csv"' }),
    );
    const file = await api.auditCsv({ from: '2026-11-01' });
    expect(lastCall().url).toBe('http://api.test/api/keepers/audit.csv?from=2026-11-01');
    expect(lastCall().init.credentials).toBe('include');
    expect(file.fileName).toBe('audit-2026.csv');
  });

  it('a refused sign-in rejects with the status and the message', async () => {
    fetchMock.mockResolvedValue(response({ statusCode: 429, message: 'retry in 4 s' }, 429));
    await expect(api.signIn({ email: 'a@b.in', password: 'x' })).rejects.toMatchObject({
      status: 429,
      message: 'retry in 4 s',
    });
  });
});

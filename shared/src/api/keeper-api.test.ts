/**
 * @jest-environment jest-fixed-jsdom
 */
import { apiError, http, HttpResponse, setupTestNetwork } from '../testing/network';
import { createKeeperApi } from './keeper-api';

// Every call is answered with an empty object unless a test says otherwise.
const network = setupTestNetwork(http.all('http://api.test/*', () => HttpResponse.json({})));

async function lastCall() {
  const request = network.sent().at(-1)!;
  return { url: request.url.href, init: request, body: await request.json() };
}

const api = createKeeperApi({ baseUrl: 'http://api.test/' });

describe('createKeeperApi', () => {
  it('signs in with the credentials included, so the session cookie is kept', async () => {
    await api.signIn({ email: 'a@b.in', password: 'correct horse battery staple' });
    const { url, init, body } = await lastCall();
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
    ['resetAccount', () => api.resetAccount(7, { password: 'mine' }), 'POST', '/accounts/7/reset'],
    ['disableAccount', () => api.disableAccount(7), 'POST', '/accounts/7/disable'],
    ['enableAccount', () => api.enableAccount(7), 'POST', '/accounts/7/enable'],
    ['apiKeys', () => api.apiKeys(), 'GET', '/api-keys'],
    ['revokeApiKey', () => api.revokeApiKey(3), 'POST', '/api-keys/3/revoke'],
    ['mailReports', () => api.mailReports(), 'GET', '/mail-reports'],
    ['notices', () => api.notices(), 'GET', '/notices'],
    ['cancelPayee', () => api.cancelPayee(5), 'POST', '/payee-changes/5/cancel'],
  ] as const)('%s calls %s %s with the cookie', async (_name, call, method, path) => {
    await call();
    const { url, init } = await lastCall();
    expect(url).toBe(`http://api.test/api/keepers${path}`);
    expect(init.method).toBe(method);
    expect(init.credentials).toBe('include');
  });

  it('asks the public status without the cookie, so a page the API gives no credentials can read it', async () => {
    await api.status();
    const { url, init } = await lastCall();
    expect(url).toBe('http://api.test/api/keepers/status');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('omit');
  });

  it('approvePayee sends the approving owner password', async () => {
    await api.approvePayee(5, { password: 'p'.repeat(15) });
    expect(await lastCall()).toMatchObject({
      url: 'http://api.test/api/keepers/payee-changes/5/approve',
      body: { password: 'p'.repeat(15) },
    });
  });

  it('changeRole sends the role and the owner password', async () => {
    await api.changeRole(4, { role: 'analyst', password: 'p'.repeat(15) });
    expect(await lastCall()).toMatchObject({
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
    const { url, init, body } = await lastCall();
    expect([url, init.method, init.credentials]).toEqual([
      'http://api.test/api/keepers/mail-reports',
      'PUT',
      'include',
    ]);
    expect(body).toEqual(setting);
  });

  it('audit puts its filters in the query, leaving out empty ones', async () => {
    await api.audit({ action: 'sign-in', actor: '', page: 2, size: 50 });
    expect((await lastCall()).url).toBe(
      'http://api.test/api/keepers/audit?action=sign-in&page=2&size=50',
    );
    await api.audit({});
    expect((await lastCall()).url).toBe('http://api.test/api/keepers/audit');
  });

  it('auditCsv downloads the file with its name', async () => {
    network.answer(
      http.get('http://api.test/api/keepers/audit.csv', () =>
        HttpResponse.text('at,action\n', {
          headers: { 'Content-Disposition': 'attachment; filename="audit-2026.csv"' },
        }),
      ),
    );
    const file = await api.auditCsv({ from: '2026-11-01' });
    expect((await lastCall()).url).toBe('http://api.test/api/keepers/audit.csv?from=2026-11-01');
    expect((await lastCall()).init.credentials).toBe('include');
    expect(file.fileName).toBe('audit-2026.csv');
    expect(await file.blob.text()).toBe('at,action\n');
  });

  it('a refused sign-in rejects with the status and the message', async () => {
    network.answer(
      http.post('http://api.test/api/keepers/sign-in', () => apiError(429, 'retry in 4 s')),
    );
    await expect(api.signIn({ email: 'a@b.in', password: 'x' })).rejects.toMatchObject({
      status: 429,
      message: 'retry in 4 s',
    });
  });
});

/** @jest-environment node */
import path from 'node:path';
import { readSettings, SettingError } from './settings';

const SHELL = '/srv/shell';
const read = (env: Record<string, string>) => readSettings(env, SHELL);
const refusal = (env: Record<string, string>) => {
  try {
    read(env);
  } catch (error) {
    if (error instanceof SettingError) return { setting: error.variable, message: error.message };
    throw error;
  }
  throw new Error('the settings were accepted');
};

test('with nothing set, the defaults: the built remotes.json, loopback, the local hosts', () => {
  const settings = read({});
  expect(settings.remotes).toEqual({ kind: 'file', path: path.join(SHELL, 'dist/remotes.json') });
  expect(settings.host).toBe('127.0.0.1');
  expect(settings.port).toBe(3000);
  expect([...settings.allowedHosts].sort()).toEqual(['127.0.0.1:3000', 'localhost:3000']);
  expect(settings.apiUrl).toBe('');
  expect(settings.apiOrigin).toBeNull();
  expect(settings.geolocationOrigin).toBeNull();
  expect(settings.csp).toEqual({ reportOnly: false, reportUri: null });
  expect(settings.serveSourceMaps).toBe(false);
});

test('the public host is always answered; the local names only when listening on loopback', () => {
  const onLoopback = read({ PUBLIC_BASE_URL: 'https://pawapuri.example', PORT: '4000' });
  expect([...onLoopback.allowedHosts].sort()).toEqual([
    '127.0.0.1:4000',
    'localhost:4000',
    'pawapuri.example',
  ]);
  const onAll = read({ PUBLIC_BASE_URL: 'https://pawapuri.example/', HOST: '0.0.0.0' });
  expect([...onAll.allowedHosts]).toEqual(['pawapuri.example']);
  const listed = read({ ALLOWED_HOSTS: 'Pawapuri.example, www.pawapuri.example:8443' });
  expect([...listed.allowedHosts]).toEqual(['pawapuri.example', 'www.pawapuri.example:8443']);
});

test('values are typed and derived: a URL for REMOTES, origins, report address on the public base', () => {
  const settings = read({
    REMOTES: 'https://cdn.example/site/remotes.json',
    REMOTE_ORIGINS: 'https://cdn.example, https://other.example/',
    API_URL: 'https://api.example/v1',
    GEOLOCATION_URL: 'https://ipapi.co/json/',
    CSP_REPORT_ONLY: 'true',
    CSP_REPORT_URI: '/api/csp-reports',
    PUBLIC_BASE_URL: 'https://pawapuri.example',
    MAX_CONCURRENT_RENDERS: '3',
  });
  expect(settings.remotes).toEqual({ kind: 'url', url: 'https://cdn.example/site/remotes.json' });
  expect(settings.remoteOrigins).toEqual(['https://cdn.example', 'https://other.example']);
  expect(settings.apiUrl).toBe('https://api.example/v1');
  expect(settings.apiOrigin).toBe('https://api.example');
  expect(settings.geolocationOrigin).toBe('https://ipapi.co');
  expect(settings.csp).toEqual({
    reportOnly: true,
    reportUri: 'https://pawapuri.example/api/csp-reports',
  });
  expect(settings.maxConcurrentRenders).toBe(3);
});

test('by default pages call /api/ on their own origin: no API origin for the CSP', () => {
  expect(read({}).apiOrigin).toBeNull();
  // Named in full, even the site's own origin is listed: a page on another allowed host needs it.
  const named = read({
    PUBLIC_BASE_URL: 'https://pawapuri.example',
    ALLOWED_HOSTS: 'pawapuri.example, www.pawapuri.example',
    API_URL: 'https://pawapuri.example/',
  });
  expect(named.apiUrl).toBe('https://pawapuri.example');
  expect(named.apiOrigin).toBe('https://pawapuri.example');
  expect(read({ API_URL: 'http://localhost:8080' }).apiOrigin).toBe('http://localhost:8080');
});

test.each([
  [{ PORT: '70000' }, 'PORT', /PORT: "70000" is not a whole number from 1 to 65535/],
  [{ PORT: 'http' }, 'PORT', /PORT: "http" is not a whole number/],
  [
    { PUBLIC_BASE_URL: 'pawapuri.example' },
    'PUBLIC_BASE_URL',
    /PUBLIC_BASE_URL: "pawapuri.example" is not text matching/,
  ],
  [{ PUBLIC_BASE_URL: 'https://evil@pawapuri.example' }, 'PUBLIC_BASE_URL', /is not text matching/],
  [
    { ALLOWED_HOSTS: 'pawapuri.example/evil' },
    'ALLOWED_HOSTS',
    /ALLOWED_HOSTS: "pawapuri.example\/evil" is not a host\[:port\]/,
  ],
  [{ ALLOWED_HOSTS: 'a..b' }, 'ALLOWED_HOSTS', /"a..b" is not a host\[:port\]/],
  [{ REMOTE_ORIGINS: 'https://cdn.example/remotes' }, 'REMOTE_ORIGINS', /not an http\(s\) origin/],
  [{ REMOTE_ORIGINS: 'ftp://cdn.example' }, 'REMOTE_ORIGINS', /not an http\(s\) origin/],
  [
    { CSP_REPORT_ONLY: 'maybe' },
    'CSP_REPORT_ONLY',
    /CSP_REPORT_ONLY: "maybe" is not true or false/,
  ],
  [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', /LOG_LEVEL: "loud" is not one of fatal, error/],
  [{ MAX_CONCURRENT_RENDERS: '0' }, 'MAX_CONCURRENT_RENDERS', /"0" is not a whole number from 1/],
  [{ API_URL: 'pawapuri.example/api' }, 'API_URL', /API_URL: ".*" is not text matching/],
  [{ API_URL: 'javascript:alert(1)' }, 'API_URL', /API_URL: ".*" is not text matching/],
  [{ API_URL: 'https://evil@api.example' }, 'API_URL', /API_URL: ".*" is not text matching/],
  [{ API_URL: 'https://api.example/?next=1' }, 'API_URL', /API_URL: ".*" is not text matching/],
  [{ API_URL: 'https://api.example/a b' }, 'API_URL', /API_URL: ".*" is not text matching/],
])('a bad value is refused, naming the setting: %j', (env, setting, message) => {
  const refused = refusal(env);
  expect(refused.setting).toBe(setting);
  expect(refused.message).toMatch(message);
});

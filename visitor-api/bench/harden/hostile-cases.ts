import { randomUUID } from 'node:crypto';
import { BROWSER_UA, VALID_VISIT } from '../api-process';
import type { RawRequest } from './http';
import { cspReportCases } from './csp-report-cases';
import { calendarCases } from './calendar-cases';
import { contentCases } from './content-cases';
import { eventCases } from './event-cases';
import { mailCases } from './mail-cases';
import { goalCases } from './goal-cases';
import { noteAndShareCases } from './note-and-share-cases';
import { payeeChangeCases } from './payee-change-cases';
import { photoCases } from './photo-cases';
import { AUTH_REFUSED, JSON_TYPE, MARKER, ownerCalls } from './hostile-request';

export const ENDPOINTS = [
  'track',
  'statistics',
  'analytics',
  'search',
  'export',
  'health',
  'erase session',
  'erase my visits',
  'barrier reports',
  'keeper sign-in',
  'keeper set-password',
  'keeper password',
  'keeper session',
  'keeper my data',
  'rights requests',
  'keeper accounts',
  'keeper api keys',
  'keeper audit',
  'site content',
  'keeper content',
  'keeper payee changes',
  'festival calendar',
  'unknown route',
  'csp reports',
  'events',
  'event names',
  'mail reports',
  'goals',
  'annotations',
  'share links',
  'shared dashboard',
  'keeper photos',
  'media',
] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

export interface HostileCase {
  endpoint: Endpoint;
  name: string;
  request: RawRequest;
  /**
   * What a hardened API answers: 'refuse' a 4xx, 'accept' a 2xx, 'either' a
   * 2xx or a 4xx (e.g. a control character stripped or refused), or exact statuses.
   */
  expect: 'refuse' | 'accept' | 'either' | number[];
  /** May it add a visit? When it may, the row must still pass the content checks. */
  mayStore?: boolean;
  /** May it remove visits? Only a genuine erase may. */
  mayRemove?: boolean;
}

export { MARKER };
const TRACK = '/api/visitors/track';
const SEARCH = '/api/visitors/search';
const EXPORT = '/api/visitors/export';
const ERASE = '/api/visitors/sessions';

type Visit = Record<string, unknown>;
const TEXT_FIELDS = [
  'browser',
  'operatingSystem',
  'pageVisited',
  'referrer',
  'sessionId',
  'screenResolution',
  'language',
  'country',
  'city',
] as const;
const OPTIONAL_FIELDS = new Set(['country', 'city', 'referrer']);
const FILTERS = [
  'ipAddress',
  'browser',
  'operatingSystem',
  'country',
  'city',
  'pageVisited',
  'sessionId',
];

/** Text no field accepts: well over every field's maximum length, under the body limit. */
const HUGE = MARKER.repeat(2_500);

export interface CaseContext {
  adminToken: string;
  /** A session with stored visits (the erase cases must not remove them by accident). */
  seededSession: string;
}

function trackCase(
  name: string,
  body: Visit | string | Buffer,
  expect: HostileCase['expect'],
  mayStore: boolean,
  headers: Record<string, string> = { 'content-type': JSON_TYPE },
): HostileCase {
  return {
    endpoint: 'track',
    name,
    expect,
    mayStore,
    request: {
      method: 'POST',
      path: TRACK,
      headers: { 'user-agent': BROWSER_UA, ...headers },
      body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    },
  };
}

const visit = (overrides: Visit): Visit => ({ ...VALID_VISIT, ...overrides });
const without = (field: string): Visit =>
  Object.fromEntries(Object.entries(VALID_VISIT).filter(([key]) => key !== field));

/** Every text field of a visit, poisoned each way in turn. */
function poisonedFields(): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const field of TEXT_FIELDS) {
    const valid = VALID_VISIT[field];
    const optional = OPTIONAL_FIELDS.has(field);
    const at = Math.min(3, valid.length);
    cases.push(
      trackCase(
        `${field} with NUL`,
        visit({ [field]: `${valid.slice(0, at)}\u0000${valid.slice(at)}` }),
        'either',
        true,
      ),
      trackCase(
        `${field} with C0 controls`,
        visit({ [field]: `${valid}\u001b[31m\u0007\b\u007f` }),
        'either',
        true,
      ),
      trackCase(`${field} with \\uffff`, visit({ [field]: `${valid}\uffff` }), 'either', true),
      trackCase(
        `${field} whitespace only`,
        visit({ [field]: '   ' }),
        optional ? 'either' : 'refuse',
        optional,
      ),
      trackCase(`${field} of ${HUGE.length} characters`, visit({ [field]: HUGE }), 'refuse', false),
      trackCase(`${field} as a number`, visit({ [field]: 42 }), 'refuse', false),
      trackCase(`${field} as an object`, visit({ [field]: { $ne: null } }), 'refuse', false),
      trackCase(
        `${field} null`,
        visit({ [field]: null }),
        optional && field !== 'referrer' ? 'either' : 'refuse',
        optional,
      ),
    );
  }
  return cases;
}

/** The idempotency key and the original time of a queued visit, each way it can be wrong. */
function keyAndTimeCases(): HostileCase[] {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const key = randomUUID();
  return [
    trackCase('visitId a UUID (valid)', visit({ visitId: randomUUID() }), 'accept', true),
    trackCase('visitId of 23 characters', visit({ visitId: 'a'.repeat(23) }), 'refuse', false),
    trackCase('visitId of 65 characters', visit({ visitId: 'a'.repeat(65) }), 'refuse', false),
    trackCase('visitId with NUL', visit({ visitId: `${key}\u0000` }), 'refuse', false),
    trackCase('visitId a path', visit({ visitId: `../../${key}` }), 'refuse', false),
    trackCase('visitId as a number', visit({ visitId: 1e30 }), 'refuse', false),
    trackCase('visitId as an object', visit({ visitId: { $ne: null } }), 'refuse', false),
    trackCase('visitId null', visit({ visitId: null }), 'refuse', false),
    trackCase('visitedAt an hour ago (valid)', visit({ visitedAt: hoursAgo(1) }), 'accept', true),
    trackCase('visitedAt 25 hours ago', visit({ visitedAt: hoursAgo(25) }), [400], false),
    trackCase('visitedAt an hour ahead', visit({ visitedAt: hoursAgo(-1) }), [400], false),
    trackCase('visitedAt 1970', visit({ visitedAt: '1970-01-01T00:00:00Z' }), [400], false),
    trackCase(
      'visitedAt without a zone',
      visit({ visitedAt: hoursAgo(1).slice(0, -1) }),
      'refuse',
      false,
    ),
    trackCase('visitedAt 30 February', visit({ visitedAt: '2026-02-30T10:00:00Z' }), [400], false),
    trackCase('visitedAt as a number', visit({ visitedAt: Date.now() }), 'refuse', false),
    trackCase('visitedAt with NUL', visit({ visitedAt: `${hoursAgo(1)}\u0000` }), 'refuse', false),
    trackCase('visitedAt of huge text', visit({ visitedAt: HUGE }), 'refuse', false),
  ];
}

/** Nesting that would overflow a recursive parser or validator, within the body limit. */
const deepArray = `{"browser":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
const deepObject = `${'{"a":'.repeat(2_500)}1${'}'.repeat(2_500)}`;

function trackShapes(): HostileCase[] {
  const ok = JSON.stringify(VALID_VISIT);
  return [
    trackCase(
      'deviceType not a device',
      visit({ deviceType: `toaster-${MARKER}` }),
      'refuse',
      false,
    ),
    trackCase('deviceType with NUL', visit({ deviceType: 'mobile\u0000' }), 'refuse', false),
    trackCase('browser missing', without('browser'), 'refuse', false),
    trackCase('sessionId missing', without('sessionId'), 'refuse', false),
    trackCase('sessionId a path', visit({ sessionId: '../../etc/passwd' }), 'refuse', false),
    trackCase('unknown field', visit({ isAdmin: true }), 'either', true),
    trackCase('__proto__ field', `{"__proto__":{"polluted":1},${ok.slice(1)}`, 'either', true),
    trackCase(
      'constructor.prototype field',
      visit({ constructor: { prototype: { polluted: 1 } } }),
      'either',
      true,
    ),
    trackCase('text/plain', ok, [415], false, { 'content-type': 'text/plain' }),
    trackCase('no content type', Buffer.from(ok), [415], false, {}),
    trackCase('form encoded', 'browser=Chrome', [415], false, {
      'content-type': 'application/x-www-form-urlencoded',
    }),
    trackCase('multipart', ok, [415], false, {
      'content-type': 'multipart/form-data; boundary=x',
    }),
    trackCase('JSON in latin1', ok, [415], false, {
      'content-type': 'application/json; charset=latin1',
    }),
    trackCase('JSON in UTF-16', Buffer.from(ok, 'utf16le'), [415], false, {
      'content-type': 'application/json; charset=utf-16',
    }),
    trackCase('JSON, charset=utf-8 (valid)', ok, 'accept', true, {
      'content-type': 'application/json; charset=utf-8',
    }),
    trackCase('body of 20 KB', visit({ referrer: 'x'.repeat(20_000) }), [413], false),
    trackCase('body of 1 MB', visit({ referrer: 'x'.repeat(1_000_000) }), [413], false),
    trackCase('malformed: {', '{', 'refuse', false),
    trackCase('malformed: missing value', '{"browser":}', 'refuse', false),
    trackCase('malformed: trailing comma', `${ok.slice(0, -1)},}`, 'refuse', false),
    trackCase('JSON null', 'null', 'refuse', false),
    trackCase('JSON array', `[${ok}]`, 'refuse', false),
    trackCase('JSON string', '"Chrome"', 'refuse', false),
    trackCase('empty body', '', 'refuse', false),
    trackCase(
      'invalid UTF-8 bytes',
      Buffer.concat([
        Buffer.from('{"browser":"'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('"}'),
      ]),
      'refuse',
      false,
    ),
    trackCase('array nested 5,000 deep', deepArray, 'refuse', false),
    trackCase('object nested 2,500 deep', deepObject, 'refuse', false),
    trackCase('X-Forwarded-For 127.0.0.1, 198.51.100.7', VALID_VISIT, 'accept', true, {
      'content-type': JSON_TYPE,
      'x-forwarded-for': '127.0.0.1, 198.51.100.7',
    }),
    trackCase('X-Forwarded-For 127.evil', VALID_VISIT, 'either', true, {
      'content-type': JSON_TYPE,
      'x-forwarded-for': '127.evil',
    }),
    trackCase('X-Forwarded-For of 8,000 characters', VALID_VISIT, 'either', true, {
      'content-type': JSON_TYPE,
      'x-forwarded-for': MARKER.repeat(2_000),
    }),
    trackCase('X-Forwarded-For ::ffff:127.0.0.1', VALID_VISIT, 'either', true, {
      'content-type': JSON_TYPE,
      'x-forwarded-for': '::ffff:127.0.0.1',
    }),
    trackCase('user-agent of 10 KB', VALID_VISIT, 'either', true, {
      'content-type': JSON_TYPE,
      'user-agent': `${BROWSER_UA} ${MARKER.repeat(2_500)}`,
    }),
    trackCase('a bot with a poisoned body', visit({ browser: 'Chr\u0000ome' }), 'either', false, {
      'content-type': JSON_TYPE,
      'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0.0.0',
    }),
    { endpoint: 'track', name: 'GET', expect: 'refuse', request: { method: 'GET', path: TRACK } },
    {
      endpoint: 'track',
      name: 'PUT',
      expect: 'refuse',
      request: { method: 'PUT', path: TRACK, headers: { 'content-type': JSON_TYPE }, body: ok },
    },
  ];
}

function readRoutes(): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const endpoint of ['statistics', 'analytics'] as const) {
    const base = `/api/visitors/${endpoint}`;
    cases.push(
      {
        endpoint,
        name: 'plain GET (valid)',
        expect: 'accept',
        request: { method: 'GET', path: base },
      },
      {
        endpoint,
        name: 'NUL in the query',
        expect: 'either',
        request: { method: 'GET', path: `${base}?day=%00` },
      },
      {
        endpoint,
        name: '__proto__ in the query',
        expect: 'either',
        request: { method: 'GET', path: `${base}?__proto__[x]=1` },
      },
      {
        endpoint,
        name: 'query of 8 KB',
        expect: 'either',
        request: { method: 'GET', path: `${base}?q=${MARKER.repeat(2_000)}` },
      },
      {
        endpoint,
        name: 'POST with a JSON body',
        expect: 'refuse',
        request: { method: 'POST', path: base, headers: { 'content-type': JSON_TYPE }, body: '{}' },
      },
      {
        endpoint,
        name: 'raw ../ after the route',
        expect: 'refuse',
        request: { method: 'GET', path: `${base}/../../../etc/passwd` },
      },
    );
  }
  return cases;
}

function searchCases(token: string): HostileCase[] {
  const admin = { 'content-type': JSON_TYPE, authorization: `Bearer ${token}` };
  const search = (
    name: string,
    body: unknown,
    expect: HostileCase['expect'],
    headers: Record<string, string> = admin,
  ): HostileCase => ({
    endpoint: 'search',
    name,
    expect,
    request: {
      method: 'POST',
      path: SEARCH,
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  });
  const cases: HostileCase[] = [search('no filter (valid)', {}, 'accept')];
  for (const filter of FILTERS) {
    cases.push(
      search(`${filter} with NUL`, { [filter]: 'Chr\u0000ome' }, 'either'),
      search(`${filter} with C0 controls`, { [filter]: '\u001b[31m\u0007' }, 'either'),
      search(`${filter} = 1\\uffff`, { [filter]: '1\uffff' }, 'either'),
      search(`${filter} = \\uffff\\uffff`, { [filter]: '\uffff\uffff' }, 'either'),
      search(`${filter} whitespace only`, { [filter]: '   ' }, 'either'),
      search(`${filter} of ${HUGE.length} characters`, { [filter]: HUGE }, 'refuse'),
      search(`${filter} as a number`, { [filter]: 42 }, 'refuse'),
      search(`${filter} LIKE wildcards`, { [filter]: '%_%\\' }, 'either'),
    );
  }
  cases.push(
    search('deviceType not a device', { deviceType: 'toaster' }, 'refuse'),
    search('startDate 30 February', { startDate: '2026-02-30' }, 'refuse'),
    search('startDate not a date', { startDate: `not a date ${MARKER}` }, 'refuse'),
    search('startDate year 99999', { startDate: '99999-01-01' }, 'refuse'),
    search(
      'endDate before startDate',
      { startDate: '2026-11-23', endDate: '2026-11-01' },
      'refuse',
    ),
    search('page -1', { page: -1 }, 'refuse'),
    search('page 10^12', { page: 1e12 }, 'refuse'),
    search('size 0', { size: 0 }, 'refuse'),
    search('size -5', { size: -5 }, 'refuse'),
    search('size 10^9', { size: 1e9 }, 'refuse'),
    search('size 1.5', { size: 1.5 }, 'refuse'),
    search('size as text', { size: '100' }, 'refuse'),
    search('sortBy SQL', { sortBy: 'id; drop table visits' }, 'refuse'),
    search('sortDirection sideways', { sortDirection: 'sideways' }, 'refuse'),
    search('unknown field', { isAdmin: true }, 'either'),
    search('malformed JSON', '{"browser":', 'refuse'),
    search('text/plain', '{}', [415], { ...admin, 'content-type': 'text/plain' }),
    search('no token', {}, AUTH_REFUSED, { 'content-type': JSON_TYPE }),
    search('wrong token', {}, AUTH_REFUSED, {
      ...admin,
      authorization: `Bearer ${MARKER}-${'0'.repeat(28)}`,
    }),
    search('token with a character added', {}, AUTH_REFUSED, {
      ...admin,
      authorization: `Bearer ${token}x`,
    }),
    search('token prefix only', {}, AUTH_REFUSED, {
      ...admin,
      authorization: `Bearer ${token.slice(0, 8)}`,
    }),
    search('Basic instead of Bearer', {}, AUTH_REFUSED, {
      ...admin,
      authorization: `Basic ${token}`,
    }),
    search('token in latin1 bytes', {}, AUTH_REFUSED, {
      ...admin,
      authorization: 'Bearer \u00ff\u00fe\u00fd',
    }),
    search('spoofed X-Forwarded-For, no token', {}, AUTH_REFUSED, {
      'content-type': JSON_TYPE,
      'x-forwarded-for': '127.0.0.1, 198.51.100.7',
    }),
  );
  return cases;
}

function exportCases(token: string): HostileCase[] {
  const admin = { authorization: `Bearer ${token}` };
  const get = (
    name: string,
    path: string,
    expect: HostileCase['expect'],
    headers: Record<string, string> = admin,
  ): HostileCase => ({
    endpoint: 'export',
    name,
    expect,
    request: { method: 'GET', path, headers },
  });
  return [
    get('CSV (valid)', `${EXPORT}?format=csv`, 'accept'),
    get('no format', EXPORT, 'refuse'),
    get('format exe', `${EXPORT}?format=exe`, 'refuse'),
    get('format twice', `${EXPORT}?format=csv&format=pdf`, 'refuse'),
    get('format with NUL', `${EXPORT}?format=csv%00`, 'refuse'),
    get('format[]=csv', `${EXPORT}?format[]=csv`, 'refuse'),
    get('startDate month 13', `${EXPORT}?format=csv&startDate=2026-13-01`, 'refuse'),
    get('startDate NUL', `${EXPORT}?format=csv&startDate=%00`, 'refuse'),
    get('startDate year 99999', `${EXPORT}?format=csv&startDate=99999-01-01`, 'refuse'),
    get(
      'endDate before startDate',
      `${EXPORT}?format=csv&startDate=2026-11-23&endDate=2026-11-01`,
      'refuse',
    ),
    get('unknown parameter', `${EXPORT}?format=csv&${MARKER}=1`, 'either'),
    get('query of 8 KB', `${EXPORT}?format=csv&startDate=${MARKER.repeat(2_000)}`, 'refuse'),
    get('raw ../ traversal', `${EXPORT}/../../../etc/passwd`, 'refuse'),
    get('encoded ..%2f traversal', `${EXPORT}/..%2f..%2f..%2fetc%2fpasswd`, 'refuse'),
    get('no token', `${EXPORT}?format=csv`, AUTH_REFUSED, {}),
    get('wrong token', `${EXPORT}?format=csv`, AUTH_REFUSED, {
      authorization: `Bearer ${MARKER}-${'1'.repeat(28)}`,
    }),
    get('token in the query', `${EXPORT}?format=csv&token=${token}`, 'refuse', {}),
    get('spoofed X-Forwarded-For 127.0.0.1, 198.51.100.7', `${EXPORT}?format=csv`, AUTH_REFUSED, {
      'x-forwarded-for': '127.0.0.1, 198.51.100.7',
    }),
    get('spoofed X-Forwarded-For 127.evil, 203.0.113.5', `${EXPORT}?format=csv`, AUTH_REFUSED, {
      'x-forwarded-for': '127.evil, 203.0.113.5',
    }),
  ];
}

function healthAndUnknown(): HostileCase[] {
  const health = (
    name: string,
    method: string,
    path: string,
    expect: HostileCase['expect'],
  ): HostileCase => ({
    endpoint: 'health',
    name,
    expect,
    request: { method, path },
  });
  const unknown = (name: string, method: string, path: string): HostileCase => ({
    endpoint: 'unknown route',
    name,
    expect: 'refuse',
    request: { method, path },
  });
  return [
    health('GET (valid)', 'GET', '/health', 'accept'),
    health('NUL in the query', 'GET', '/health?x=%00', 'accept'),
    health('POST', 'POST', '/health', 'refuse'),
    health('raw ../ after the route', 'GET', '/health/../etc/passwd', 'refuse'),
    unknown('raw /../../etc/passwd', 'GET', '/../../etc/passwd'),
    unknown('/.env', 'GET', '/.env'),
    unknown('encoded NUL in the path', 'GET', '/api/visitors/%00'),
    unknown('track%00', 'POST', '/api/visitors/track%00'),
    unknown('double slash', 'POST', '//api/visitors/track'),
    unknown('raw track/../search', 'POST', '/api/visitors/track/../search'),
    unknown('export.csv', 'GET', '/api/visitors/export.csv'),
    unknown('path of 8 KB', 'GET', `/api/${MARKER.repeat(2_000)}`),
    unknown('TRACE', 'TRACE', '/api/visitors/statistics'),
    unknown('PROPFIND', 'PROPFIND', '/'),
  ];
}

/** The admin erase of one session: DELETE /api/visitors/sessions/:sessionId. */
function eraseCases({ adminToken, seededSession }: CaseContext): HostileCase[] {
  const admin = { authorization: `Bearer ${adminToken}` };
  const erase = (
    name: string,
    path: string,
    expect: HostileCase['expect'],
    headers: Record<string, string> = admin,
    { mayRemove = false, method = 'DELETE' } = {},
  ): HostileCase => ({
    endpoint: 'erase session',
    name,
    expect,
    mayRemove,
    request: { method, path, headers },
  });
  const seeded = `${ERASE}/${seededSession}`;
  return [
    erase('no token', seeded, AUTH_REFUSED, {}),
    erase('wrong token', seeded, AUTH_REFUSED, {
      authorization: `Bearer ${MARKER}-${'2'.repeat(28)}`,
    }),
    erase('spoofed X-Forwarded-For, no token', seeded, AUTH_REFUSED, {
      'x-forwarded-for': '127.0.0.1, 198.51.100.7',
    }),
    erase('LIKE wildcard %', `${ERASE}/%25`, 'either'),
    erase('LIKE wildcard seed-%', `${ERASE}/${seededSession.slice(0, 4)}%25`, 'either'),
    erase('glob *', `${ERASE}/*`, 'either'),
    erase('encoded NUL', `${ERASE}/%00`, 'either'),
    erase('encoded ../ traversal', `${ERASE}/..%2f..%2fetc%2fpasswd`, 'either'),
    erase('raw ../ traversal', `${ERASE}/../../../etc/passwd`, 'refuse'),
    erase('session id of 8 KB', `${ERASE}/${MARKER.repeat(2_000)}`, 'either'),
    erase('empty session id', `${ERASE}/`, 'refuse'),
    erase('unknown session (valid)', `${ERASE}/1732300000000-nobody`, 'either'),
    erase('GET instead of DELETE', seeded, 'refuse', admin, { method: 'GET' }),
    // Last: the one call that may remove visits, only the seeded session's.
    erase('the seeded session (valid)', seeded, 'accept', admin, { mayRemove: true }),
  ];
}

/** A visitor's erasure of their own tab's session: POST /api/visitors/erase-my-visits. */
function eraseMyVisitsCases(): HostileCase[] {
  const path = '/api/visitors/erase-my-visits';
  const mine = (
    name: string,
    body: string,
    expect: HostileCase['expect'],
    headers: Record<string, string> = { 'content-type': JSON_TYPE },
  ): HostileCase => ({
    endpoint: 'erase my visits',
    name,
    expect,
    request: { method: 'POST', path, headers: { 'user-agent': BROWSER_UA, ...headers }, body },
  });
  const json = (value: unknown) => JSON.stringify(value);
  return [
    mine('no session id', json({}), 'refuse'),
    mine('LIKE wildcard %', json({ sessionId: '%' }), 'refuse'),
    mine('glob *', json({ sessionId: '*' }), 'refuse'),
    mine('NUL in the id', json({ sessionId: 'a\u0000b' }), 'refuse'),
    mine('SQL in the id', json({ sessionId: "x' OR '1'='1" }), 'refuse'),
    mine('a list of ids', json({ sessionId: ['a', 'b'] }), 'refuse'),
    mine('an extra field', json({ sessionId: '1732300000000-nobody', all: true }), 'refuse'),
    mine('session id of 8 KB', json({ sessionId: MARKER.repeat(2_000) }), 'refuse'),
    mine('__proto__ key', '{"sessionId":"1732300000000-nobody","__proto__":{"a":1}}', 'refuse'),
    mine('broken JSON', '{"sessionId":', 'refuse'),
    mine('as a form', 'sessionId=1732300000000-nobody', 'refuse', {
      'content-type': 'application/x-www-form-urlencoded',
    }),
    mine('unknown session (valid)', json({ sessionId: '1732300000000-nobody' }), 'accept'),
  ];
}

/** A visitor's accessibility barrier report: POST /api/accessibility/barriers. */
function barrierCases(): HostileCase[] {
  const report = (name: string, body: unknown, expect: HostileCase['expect']): HostileCase => ({
    endpoint: 'barrier reports',
    name,
    expect,
    request: {
      method: 'POST',
      path: '/api/accessibility/barriers',
      headers: { 'content-type': JSON_TYPE, 'user-agent': BROWSER_UA },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  });
  const valid = { page: '/donate', description: 'The QR code has no text.', language: 'en' };
  return [
    report('valid report', valid, 'accept'),
    report('page as a URL', { ...valid, page: 'https://evil.example/' }, 'refuse'),
    report('script in the description', { ...valid, description: '<script>x</script>' }, 'either'),
    report('NUL in the description', { ...valid, description: 'a\u0000b' }, 'refuse'),
    report('description of 8 KB', { ...valid, description: MARKER.repeat(2_000) }, 'refuse'),
    report('body of 40 KB', { ...valid, pad: MARKER.repeat(10_000) }, 'refuse'),
    report('extra field', { ...valid, admin: true }, 'refuse'),
    report(
      '__proto__ key',
      '{"page":"/","description":"x","language":"en","__proto__":{}}',
      'refuse',
    ),
    report('unknown language', { ...valid, language: 'xx' }, 'refuse'),
    report('broken JSON', '{"page":', 'refuse'),
  ];
}

const KEEPERS = '/api/keepers';

/** The keeper endpoints: sign-in, links, sessions, accounts, API keys and the audit log. */
function keeperCases(adminToken: string): HostileCase[] {
  // Most of these calls are made without credentials: `anonymous` is the default here.
  const { json, asOwner, anonymous: call } = ownerCalls(adminToken);
  const signIn = (
    name: string,
    body: unknown,
    expect: HostileCase['expect'],
    headers: Record<string, string> = json,
  ) => call('keeper sign-in', name, 'POST', `${KEEPERS}/sign-in`, expect, body, headers);
  const login = { email: 'owner@example.in', password: 'a wrong password here' };
  const setPassword = (name: string, body: unknown) =>
    call('keeper set-password', name, 'POST', `${KEEPERS}/set-password`, 'refuse', body);
  const token = 'A'.repeat(43);
  const strong = 'a long enough passphrase';
  /** A keeper's own password: only a signed-in keeper may change it, so every case is refused. */
  const ownPassword = (name: string, body: unknown, headers: Record<string, string> = asOwner) =>
    call('keeper password', name, 'POST', `${KEEPERS}/password`, 'refuse', body, headers);
  const accounts = (
    name: string,
    method: string,
    path: string,
    expect: HostileCase['expect'],
    body?: unknown,
  ) => call('keeper accounts', name, method, `${KEEPERS}/accounts${path}`, expect, body, asOwner);
  const keys = (
    name: string,
    method: string,
    path: string,
    expect: HostileCase['expect'],
    body?: unknown,
  ) => call('keeper api keys', name, method, `${KEEPERS}/api-keys${path}`, expect, body, asOwner);
  const audit = (
    name: string,
    query: string,
    expect: HostileCase['expect'],
    headers: Record<string, string> = asOwner,
  ) => call('keeper audit', name, 'GET', `${KEEPERS}/audit${query}`, expect, undefined, headers);
  return [
    signIn('wrong password (valid shape)', login, 'refuse'),
    signIn('no Origin', login, 'refuse', { 'content-type': JSON_TYPE }),
    signIn('foreign Origin', login, 'refuse', { ...json, origin: `http://${MARKER}.example` }),
    signIn('unknown field', { ...login, [MARKER]: 1 }, 'refuse'),
    signIn('email of 8 KB', { ...login, email: `${HUGE}@example.in` }, 'refuse'),
    signIn('password of 10 KB', { ...login, password: HUGE }, 'refuse'),
    signIn('password with NUL', { ...login, password: 'a\u0000b' }, 'refuse'),
    signIn('email with C0 controls', { ...login, email: 'a\u001b@example.in' }, 'refuse'),
    signIn('email as an object', { ...login, email: { $ne: null } }, 'refuse'),
    signIn('no body', undefined, 'refuse'),
    signIn('not JSON', '{"email":', 'refuse'),
    signIn('form post (CSRF)', 'email=a%40b.in&password=x', 'refuse', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${MARKER}.example`,
    }),
    setPassword('unknown token (valid shape)', { token, password: 'a long enough passphrase' }),
    setPassword('token too short', { token: 'abc', password: 'a long enough passphrase' }),
    setPassword('token with NUL', { token: `${token.slice(1)}\u0000`, password: 'x'.repeat(20) }),
    setPassword('password too short', { token, password: 'short' }),
    setPassword('password of 10 KB', { token, password: HUGE }),
    setPassword('unknown field', { token, password: 'a long enough passphrase', [MARKER]: true }),
    ownPassword('without a session', { currentPassword: 'x', newPassword: strong }, json),
    ownPassword('by the bootstrap key', { currentPassword: 'x', newPassword: strong }),
    ownPassword(
      'made-up cookie',
      { currentPassword: 'x', newPassword: strong },
      {
        ...json,
        cookie: `pawapuri-keeper=${token}`,
      },
    ),
    ownPassword('unknown field', { currentPassword: 'x', newPassword: strong, role: 'owner' }),
    ownPassword('new password too short', { currentPassword: 'x', newPassword: 'short' }),
    ownPassword('new password of 10 KB', { currentPassword: 'x', newPassword: HUGE }),
    ownPassword('current password with NUL', {
      currentPassword: 'a\u0000b',
      newPassword: strong,
    }),
    ownPassword('current password as an object', {
      currentPassword: { $ne: 1 },
      newPassword: strong,
    }),
    ownPassword('no body', undefined),
    ownPassword(
      'foreign Origin',
      { currentPassword: 'x', newPassword: strong },
      {
        ...asOwner,
        origin: `http://${MARKER}.example`,
      },
    ),
    call('keeper session', 'me without a session', 'GET', `${KEEPERS}/me`, 'refuse'),
    call(
      'keeper session',
      'me with a made-up cookie',
      'GET',
      `${KEEPERS}/me`,
      'refuse',
      undefined,
      {
        ...json,
        cookie: `pawapuri-keeper=${token}`,
      },
    ),
    call(
      'keeper session',
      'me with a cookie of 4 KB',
      'GET',
      `${KEEPERS}/me`,
      'refuse',
      undefined,
      {
        ...json,
        cookie: `pawapuri-keeper=${MARKER.repeat(1_000)}`,
      },
    ),
    call(
      'keeper session',
      'sign-out without a session',
      'POST',
      `${KEEPERS}/sign-out`,
      'refuse',
      {},
    ),
    call('keeper session', 'sign-out with a field', 'POST', `${KEEPERS}/sign-out`, 'refuse', {
      a: 1,
    }),
    call('keeper session', 'status (valid)', 'GET', `${KEEPERS}/status`, 'accept', undefined, {}),
    // A keeper's own data goes to their signed-in browser only: no session, a forged one, a key.
    call('keeper my data', 'without a session', 'GET', `${KEEPERS}/me/data`, 'refuse'),
    call(
      'keeper my data',
      'with a made-up cookie',
      'GET',
      `${KEEPERS}/me/data`,
      'refuse',
      undefined,
      {
        ...json,
        cookie: `pawapuri-keeper=${token}`,
      },
    ),
    call(
      'keeper my data',
      'with a cookie of 4 KB',
      'GET',
      `${KEEPERS}/me/data`,
      'refuse',
      undefined,
      {
        ...json,
        cookie: `pawapuri-keeper=${MARKER.repeat(1_000)}`,
      },
    ),
    call(
      'keeper my data',
      'by the owner key',
      'GET',
      `${KEEPERS}/me/data`,
      'refuse',
      undefined,
      asOwner,
    ),
    call(
      'keeper my data',
      'by the owner key, with ?id=1',
      'GET',
      `${KEEPERS}/me/data?id=1&email=${MARKER}`,
      'refuse',
      undefined,
      asOwner,
    ),
    call('keeper my data', 'POST', 'POST', `${KEEPERS}/me/data`, 'refuse', {}, asOwner),
    // Rights requests: a keeper's own, in a browser; the answers an owner's, signed in.
    call('rights requests', 'ask without a session', 'POST', `${KEEPERS}/me/requests`, 'refuse', {
      kind: 'erasure',
      request: 'x',
    }),
    call(
      'rights requests',
      'ask by the owner key',
      'POST',
      `${KEEPERS}/me/requests`,
      'refuse',
      { kind: 'erasure', request: 'x' },
      asOwner,
    ),
    call(
      'rights requests',
      'ask, unknown kind',
      'POST',
      `${KEEPERS}/me/requests`,
      'refuse',
      { kind: 'deletion', request: 'x' },
      asOwner,
    ),
    call(
      'rights requests',
      'ask, text of 8 KB',
      'POST',
      `${KEEPERS}/me/requests`,
      'refuse',
      { kind: 'erasure', request: HUGE },
      asOwner,
    ),
    call(
      'rights requests',
      'ask, extra field',
      'POST',
      `${KEEPERS}/me/requests`,
      'refuse',
      { kind: 'erasure', request: 'x', accountId: 1 },
      asOwner,
    ),
    call(
      'rights requests',
      'own list without a session',
      'GET',
      `${KEEPERS}/me/requests`,
      'refuse',
    ),
    call(
      'rights requests',
      'every request without a key',
      'GET',
      `${KEEPERS}/rights-requests`,
      AUTH_REFUSED,
    ),
    call(
      'rights requests',
      'answer, id abc',
      'POST',
      `${KEEPERS}/rights-requests/abc/answer`,
      'refuse',
      { outcome: 'done', answer: 'x' },
      asOwner,
    ),
    call(
      'rights requests',
      'answer, id of 30 digits',
      'POST',
      `${KEEPERS}/rights-requests/${'9'.repeat(30)}/answer`,
      'refuse',
      { outcome: 'done', answer: 'x' },
      asOwner,
    ),
    call(
      'rights requests',
      'answer, unknown outcome',
      'POST',
      `${KEEPERS}/rights-requests/1/answer`,
      'refuse',
      { outcome: 'maybe', answer: 'x' },
      asOwner,
    ),
    call(
      'rights requests',
      'answer, unknown id',
      'POST',
      `${KEEPERS}/rights-requests/999999/answer`,
      'refuse',
      { outcome: 'done', answer: 'x' },
      asOwner,
    ),
    // Accounts and keys are an owner's, signed in: the owner key these cases act with is refused.
    accounts('list by the owner key', 'GET', '', 'refuse'),
    call('keeper accounts', 'list without a key', 'GET', `${KEEPERS}/accounts`, AUTH_REFUSED),
    accounts('invite, unknown role', 'POST', '', 'refuse', { email: 'x@example.in', role: 'king' }),
    accounts('invite, email of 8 KB', 'POST', '', 'refuse', {
      email: `${HUGE}@x.in`,
      role: 'analyst',
    }),
    accounts('invite, name with NUL', 'POST', '', 'refuse', {
      email: 'x@example.in',
      displayName: 'a\u0000b',
      role: 'analyst',
    }),
    accounts('invite, unknown field', 'POST', '', 'refuse', {
      email: 'x@example.in',
      role: 'analyst',
      isAdmin: true,
    }),
    accounts('invite by the owner key, no password', 'POST', '', 'refuse', {
      email: 'hostile@example.in',
      role: 'analyst',
    }),
    accounts('invite the same email again', 'POST', '', 'refuse', {
      email: 'hostile@example.in',
      role: 'analyst',
    }),
    accounts('reset, id abc', 'POST', '/abc/reset', 'refuse', {}),
    accounts('reset, id 0', 'POST', '/0/reset', 'refuse', {}),
    accounts('reset, id of 30 digits', 'POST', `/${'9'.repeat(30)}/reset`, 'refuse', {}),
    accounts('reset, unknown id', 'POST', '/999999/reset', 'refuse', {}),
    accounts('role without the password', 'POST', '/1/role', 'refuse', { role: 'owner' }),
    accounts('role by the bootstrap key', 'POST', '/1/role', 'refuse', {
      role: 'owner',
      password: 'whatever it may be',
    }),
    accounts('disable, raw ../', 'POST', '/../../etc/passwd', 'refuse', {}),
    keys('list by the owner key', 'GET', '', 'refuse'),
    keys('create by the bootstrap key', 'POST', '', 'refuse', { name: 'x', role: 'analyst' }),
    keys('create, name with controls', 'POST', '', 'refuse', { name: '\u001b[31m', role: 'owner' }),
    keys('create, unknown field', 'POST', '', 'refuse', { name: 'x', role: 'owner', secret: 'x' }),
    keys('revoke, unknown id', 'POST', '/424242/revoke', 'refuse', {}),
    keys('revoke, id -1', 'POST', '/-1/revoke', 'refuse', {}),
    call(
      'keeper api keys',
      'a made-up key',
      'GET',
      `${KEEPERS}/api-keys`,
      AUTH_REFUSED,
      undefined,
      {
        authorization: `Bearer ${MARKER}-${'3'.repeat(40)}`,
      },
    ),
    audit('page (valid)', '?size=10&page=0', 'accept'),
    audit('unknown action', '?action=reboot', 'refuse'),
    audit('size 1000', '?size=1000', 'refuse'),
    audit('page of text', `?page=${MARKER}`, 'refuse'),
    audit('from month 13', '?from=2026-13-01', 'refuse'),
    audit('actor with NUL', '?actor=a%00@b.in', 'refuse'),
    audit('unknown parameter', `?${MARKER}=1`, 'refuse'),
    audit('without a key', '', AUTH_REFUSED, json),
    call(
      'keeper audit',
      'CSV (valid)',
      'GET',
      `${KEEPERS}/audit.csv`,
      'accept',
      undefined,
      asOwner,
    ),
  ];
}

export function hostileCases(context: CaseContext): HostileCase[] {
  return [
    ...poisonedFields(),
    ...trackShapes(),
    ...keyAndTimeCases(),
    ...readRoutes(),
    ...searchCases(context.adminToken),
    ...exportCases(context.adminToken),
    ...healthAndUnknown(),
    ...eraseCases(context),
    ...eraseMyVisitsCases(),
    ...barrierCases(),
    ...cspReportCases(),
    ...eventCases(context.adminToken),
    ...goalCases(context.adminToken),
    ...keeperCases(context.adminToken),
    ...contentCases(context.adminToken),
    ...payeeChangeCases(context.adminToken),
    ...mailCases(context.adminToken),
    ...calendarCases(),
    ...noteAndShareCases(context.adminToken),
    ...photoCases(context.adminToken),
  ];
}

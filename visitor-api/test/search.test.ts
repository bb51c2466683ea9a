import { addApiKey } from './keeper-helper';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, engines, track, visit, type TestApp } from './helper';

const TOKEN = 'a-long-admin-token-for-tests';

interface Row {
  id: number;
  visitTime: string;
  ipAddress: string;
  browser: string;
  country: string | null;
  pageVisited: string;
  deviceType: string;
  sessionId: string;
}

async function search(app: FastifyInstance, payload: Record<string, unknown>, headers = {}) {
  return app.inject({ method: 'POST', url: '/api/visitors/search', payload, headers });
}

describe.each(engines())('POST /api/visitors/search on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const rows: [string, Record<string, unknown>, string][] = [
      [
        '2026-11-20T10:00:00.000Z',
        {
          browser: 'Chrome',
          operatingSystem: 'Android',
          deviceType: 'mobile',
          country: 'India',
          city: 'Patna',
          pageVisited: '/jal-mandir',
          sessionId: 's1',
        },
        '10.0.0.1',
      ],
      [
        '2026-11-20T11:00:00.000Z',
        {
          browser: 'Firefox',
          operatingSystem: 'Windows',
          deviceType: 'desktop',
          country: 'Nepal',
          city: 'Kathmandu',
          pageVisited: '/gallery',
          sessionId: 's2',
        },
        '10.0.0.2',
      ],
      [
        '2026-11-21T09:00:00.000Z',
        {
          browser: 'Safari',
          operatingSystem: 'iOS',
          deviceType: 'tablet',
          country: '',
          city: '',
          pageVisited: '/jal-mandir/history',
          sessionId: 's3',
        },
        '192.168.1.5',
      ],
      [
        '2026-11-21T09:00:00.000Z',
        {
          browser: 'Mobile Safari',
          operatingSystem: 'iOS',
          deviceType: 'mobile',
          country: 'India',
          city: 'Rajgir',
          pageVisited: '/donate',
          sessionId: 's3',
        },
        '192.168.1.50',
      ],
      [
        '2026-11-22T01:00:00.000Z',
        {
          browser: 'Chrome',
          operatingSystem: 'Linux',
          deviceType: 'desktop',
          country: 'India',
          city: 'Nalanda',
          pageVisited: '/100%_real',
          sessionId: 's4',
        },
        '10.0.0.10',
      ],
    ];
    for (const [time, fields, ip] of rows) {
      t.setNow(time);
      expect((await track(t.app, visit(fields), { remoteAddress: ip })).statusCode).toBe(201);
    }
    // 25 more with one shared time, for paging and tie-breaking.
    t.setNow('2026-11-22T02:00:00.000Z');
    for (let i = 0; i < 25; i += 1) {
      await track(
        t.app,
        visit({ sessionId: 'bulk', pageVisited: '/hotels', country: '', city: '' }),
        { remoteAddress: '172.16.0.1' },
      );
    }
  });
  afterAll(async () => t.close());

  const ids = (response: { json(): { content: Row[] } }) =>
    response.json().content.map((r) => r.id);

  it('defaults to page 0, size 100, newest first', async () => {
    const body = (await search(t.app, {})).json();
    expect(body).toMatchObject({ number: 0, size: 100, totalElements: 30, totalPages: 1 });
    const times = (body.content as Row[]).map((r) => r.visitTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  const filters: [string, Record<string, unknown>, number][] = [
    ['browser contains, any case', { browser: 'SAFARI' }, 2],
    ['operatingSystem contains', { operatingSystem: 'ios' }, 2],
    ['country contains', { country: 'ind' }, 3],
    ['city contains', { city: 'pat' }, 1],
    ['pageVisited contains', { pageVisited: 'jal-mandir' }, 2],
    ['pageVisited with % and _ taken literally', { pageVisited: '%_' }, 1],
    ['deviceType exactly', { deviceType: 'mobile' }, 2],
    ['sessionId exactly', { sessionId: 's3' }, 2],
    ['sessionId not by substring', { sessionId: 's' }, 0],
    ['ipAddress by prefix', { ipAddress: '192.168.1.5' }, 2],
    ['ipAddress prefix, not contains', { ipAddress: '0.0' }, 0],
    ['startDate inclusive', { startDate: '2026-11-22T01:00:00.000Z' }, 26],
    ['endDate inclusive', { endDate: '2026-11-20T11:00:00.000Z' }, 2],
    ['both dates', { startDate: '2026-11-21T00:00:00Z', endDate: '2026-11-21T23:59:59Z' }, 2],
    ['a bare day is a whole local day', { startDate: '2026-11-21', endDate: '2026-11-21' }, 2],
    [
      'nulls and blanks mean any',
      { browser: null, country: '', deviceType: '', startDate: null },
      30,
    ],
    ['filters combine', { country: 'india', deviceType: 'desktop' }, 1],
  ];
  it.each(filters)('filters by %s', async (_, filter, expected) => {
    const response = await search(t.app, filter);
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBe(expected);
    expect(response.json().content).toHaveLength(expected);
  });

  it.each(['id', 'visitTime', 'ipAddress', 'browser', 'operatingSystem', 'country', 'pageVisited'])(
    'sorts by %s both ways, ties by id',
    async (sortBy) => {
      const asc = (await search(t.app, { sortBy, sortDirection: 'ASC' })).json().content as Row[];
      const desc = (await search(t.app, { sortBy, sortDirection: 'DESC' })).json().content as Row[];
      expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());
      const key = (r: Row) => (r[sortBy as keyof Row] ?? '') as string | number;
      for (let i = 1; i < asc.length; i += 1) {
        const [a, b] = [asc[i - 1]!, asc[i]!];
        expect(key(a) < key(b) || (key(a) === key(b) && a.id < b.id)).toBe(true);
      }
    },
  );

  it('pages through ties without repeating or skipping rows', async () => {
    const seen: number[] = [];
    for (let page = 0; page < 4; page += 1) {
      const response = await search(t.app, { page, size: 7, sortBy: 'visitTime' });
      expect(response.json()).toMatchObject({
        number: page,
        size: 7,
        totalElements: 30,
        totalPages: 5,
      });
      seen.push(...ids(response));
    }
    seen.push(...ids(await search(t.app, { page: 4, size: 7 })));
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    const beyond = await search(t.app, { page: 9, size: 7 });
    expect(beyond.json()).toMatchObject({ content: [], number: 9, totalElements: 30 });
    expect((await search(t.app, { size: 500 })).json().content).toHaveLength(30);
    expect((await search(t.app, { size: 1 })).json().totalPages).toBe(30);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an unknown sortBy', { sortBy: 'password' }, 'sortBy'],
    ['a lower-case direction', { sortDirection: 'asc' }, 'sortDirection'],
    ['size 0', { size: 0 }, 'size'],
    ['size 501', { size: 501 }, 'size'],
    ['a negative page', { page: -1 }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['a string size', { size: '10' }, 'size'],
    ['a malformed date', { startDate: '22/11/2026' }, 'startDate'],
    ['an impossible date', { endDate: '2026-02-30' }, 'endDate'],
    ['an end before the start', { startDate: '2026-11-22', endDate: '2026-11-21' }, 'endDate'],
    ['an unknown deviceType', { deviceType: 'watch' }, 'deviceType'],
    ['an oversize filter', { city: 'x'.repeat(101) }, 'city'],
  ];
  it.each(bad)('rejects %s with 400 naming the field', async (_, payload, field) => {
    const response = await search(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
  });

  it('answers only loopback clients before any keeper account exists', async () => {
    const remote = await t.app.inject({
      method: 'POST',
      url: '/api/visitors/search',
      payload: {},
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });
});

describe('API key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    await addApiKey(t.app, TOKEN, 'analyst');
  });
  afterAll(async () => t.close());

  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['a non-bearer scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answers 401 to %s, even on loopback', async (_, headers) => {
    const response = await search(t.app, {}, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, field: 'authorization' });
    const exported = await t.app.inject({ url: '/api/visitors/export?format=csv', headers });
    expect(exported.statusCode).toBe(401);
  });

  it('accepts the right token from any address; public calls need none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/visitors/search',
      payload: {},
      headers: { authorization: `Bearer ${TOKEN}` },
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject('/api/visitors/statistics')).statusCode).toBe(200);
  });

  it('refuses to start with the removed ADMIN_TOKEN set, saying what replaces it', async () => {
    await expect(buildTestApp('sqlite', { ADMIN_TOKEN: TOKEN })).rejects.toThrow(
      /ADMIN_TOKEN: was removed.*npm run keeper/,
    );
  });
});

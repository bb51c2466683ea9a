import { buildTestApp, engines, storedCount, track, visit, type TestApp } from './helper';

describe.each(engines())('POST /api/visitors/track on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => t.close());

  it("stores a visit with the server time and the client address's network", async () => {
    const response = await track(t.app, visit(), { remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), visitTime: '2026-11-22T06:30:00.000Z' });
    // helmet is off on this hot route; the one header that matters for JSON stays.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ method: 'POST', url: '/api/visitors/search', payload: {} });
    expect(page.json().content[0]).toMatchObject({
      id: body.id,
      ipAddress: '203.0.113.0',
      pageVisited: '/',
      country: 'India',
      city: 'Patna',
    });
  });

  it("names the browser, system and device from the request's User-Agent, unless the body names all three", async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const named = visit();
    const bare = visit({ sessionId: 's-bare' });
    const partial = visit({ sessionId: 's-partial', deviceType: undefined });
    for (const body of [bare, partial]) {
      delete body.browser;
      delete body.operatingSystem;
    }
    delete partial.deviceType;
    partial.browser = 'Lynx';
    const headers = { 'user-agent': iphone };
    expect((await track(t.app, named, { headers })).statusCode).toBe(201);
    expect((await track(t.app, bare, { headers })).statusCode).toBe(201);
    expect((await track(t.app, partial, { headers })).statusCode).toBe(201);
    const rows = (
      await t.app.inject({ method: 'POST', url: '/api/visitors/search', payload: {} })
    ).json().content as {
      sessionId: string;
      browser: string;
      operatingSystem: string;
      deviceType: string;
    }[];
    const bySession = Object.fromEntries(
      rows.map((r) => [r.sessionId, [r.browser, r.operatingSystem, r.deviceType]]),
    );
    // A page served before the API named them keeps what it sent.
    expect(bySession['1732300000000-abcdef1234']).toEqual(['Chrome', 'Windows', 'desktop']);
    expect(bySession['s-bare']).toEqual(['Safari', 'iOS', 'mobile']);
    // Two of three named is not a page's own record: the User-Agent names all three.
    expect(bySession['s-partial']).toEqual(['Safari', 'iOS', 'mobile']);
  });

  it('stores a missing country and city as null', async () => {
    const body = visit();
    delete body.country;
    delete body.city;
    expect((await track(t.app, body)).statusCode).toBe(201);
    const page = await t.app.inject({ method: 'POST', url: '/api/visitors/search', payload: {} });
    expect(page.json().content[0]).toMatchObject({ country: null, city: null });
  });

  it('answers 202 and stores nothing for bots, counting them in /health', async () => {
    const response = await track(t.app, visit(), {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recorded: false, reason: 'bot' });
    expect(await storedCount(t.app)).toBe(0);
    const health = (await t.app.inject('/health')).json();
    expect(health.dropped.bot).toBe(1);
    expect(health.database).toMatchObject({ engine, ok: true });
  });

  it('honours DNT and Sec-GPC by default', async () => {
    const dnt = await track(t.app, visit(), { headers: { dnt: '1' } });
    const gpc = await track(t.app, visit(), { headers: { 'sec-gpc': '1' } });
    expect([dnt.statusCode, gpc.statusCode]).toEqual([202, 202]);
    expect(dnt.json().reason).toBe('do-not-track');
    expect(gpc.json().reason).toBe('global-privacy-control');
    expect(await storedCount(t.app)).toBe(0);
    const health = (await t.app.inject('/health')).json();
    expect(health.dropped).toMatchObject({ doNotTrack: 1, globalPrivacyControl: 1 });
  });

  const rejected: [string, Record<string, unknown>, string][] = [
    ['a number for browser', visit({ browser: 42 }), 'browser'],
    ['an unknown deviceType', visit({ deviceType: 'watch' }), 'deviceType'],
    ['a malformed screenResolution', visit({ screenResolution: '1920*1080' }), 'screenResolution'],
    ['an oversize city', visit({ city: 'x'.repeat(101) }), 'city'],
    ['a page that is not a path', visit({ pageVisited: 'javascript:alert(1)' }), 'pageVisited'],
    ['a missing sessionId', visit({ sessionId: undefined }), 'sessionId'],
  ];
  it.each(rejected)(
    'rejects %s with 400 naming the field, storing nothing',
    async (_, body, field) => {
      const response = await track(t.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
      expect(await storedCount(t.app)).toBe(0);
    },
  );

  it('answers 413 for a body over 16 KB, storing nothing', async () => {
    const response = await track(t.app, visit({ referrer: 'r'.repeat(17 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(await storedCount(t.app)).toBe(0);
  });

  it('answers 429 with the error shape past the per-client limit', async () => {
    const limited = await buildTestApp(engine, { RATE_LIMIT_TRACK_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await track(limited.app, visit())).statusCode);
      expect(codes).toEqual([201, 201, 201, 429]);
      const last = await track(limited.app, visit());
      expect(last.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      // Another client still gets through.
      expect(
        (await track(limited.app, visit(), { remoteAddress: '198.51.100.9' })).statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('groups concurrent visits and answers each with its own id', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => track(t.app, visit({ pageVisited: `/p${i}` }))),
    );
    const ids = responses.map((r) => r.json().id as number);
    expect(new Set(ids).size).toBe(50);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/visitors/search',
      payload: { size: 500 },
    });
    const byId = new Map(
      (page.json().content as { id: number; pageVisited: string }[]).map((r) => [r.id, r]),
    );
    responses.forEach((r, i) => expect(byId.get(r.json().id)?.pageVisited).toBe(`/p${i}`));
  });
});

describe('client address and settings', () => {
  it('stores DNT visits when HONOR_DO_NOT_TRACK is off', async () => {
    const t = await buildTestApp('sqlite', { HONOR_DO_NOT_TRACK: 'off' });
    try {
      expect((await track(t.app, visit(), { headers: { dnt: '1' } })).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('sends CORS headers only to configured origins, and security headers', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const ok = await t.app.inject({
        url: '/api/visitors/statistics',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(ok.headers['x-content-type-options']).toBe('nosniff');
      const other = await t.app.inject({
        url: '/api/visitors/statistics',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('answers unknown routes with the error shape', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const response = await t.app.inject('/nope');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    } finally {
      await t.close();
    }
  });

  it('sends security headers on every answer but track, which sends nosniff', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const answers = [
        await t.app.inject('/health'),
        await t.app.inject('/api/visitors/statistics'),
        await t.app.inject({ method: 'POST', url: '/api/visitors/search', payload: { size: 0 } }),
        await t.app.inject('/nope'),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 400, 404]);
      for (const response of answers) {
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
      const tracked = [await track(t.app, visit()), await track(t.app, visit({ deviceType: 'x' }))];
      expect(tracked.map((r) => r.statusCode)).toEqual([201, 400]);
      expect(tracked[0]?.headers['x-content-type-options']).toBe('nosniff');
      for (const response of tracked) {
        expect(response.headers['content-security-policy']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import type { VisitTrackingRecord } from '@pawapuri/shared/contract/types';
import {
  BROWSER_UA,
  buildTestApp,
  engines,
  storedCount,
  track,
  visit,
  type TestApp,
} from './helper';

interface Row {
  browser: string;
  operatingSystem: string;
  country: string | null;
  city: string | null;
}

async function search(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/visitors/search', payload });
}

async function rows(app: FastifyInstance): Promise<Row[]> {
  return (await search(app, { size: 500, sortBy: 'id', sortDirection: 'ASC' })).json().content;
}

/** POST /track with a raw body and content type, as a client other than inject's JSON would. */
async function trackRaw(app: FastifyInstance, body: string, contentType?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/visitors/track',
    payload: body,
    headers: {
      'user-agent': BROWSER_UA,
      ...(contentType === undefined ? {} : { 'content-type': contentType }),
    },
  });
}

describe.each(engines())('the input contract on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => t.close());

  describe('control characters and blank text', () => {
    it('removes control characters from labels and keeps the visit', async () => {
      const response = await track(
        t.app,
        visit({
          browser: 'Chr\u0000ome',
          operatingSystem: '\tAndroid\u0085',
          country: 'In\u001bdia',
          city: 'Patna\u0000\ud800',
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(await rows(t.app)).toEqual([
        expect.objectContaining({
          browser: 'Chrome',
          operatingSystem: 'Android',
          country: 'India',
          city: 'Patna',
        }),
      ]);
    });

    it('stores a blank or control-only country and city as unknown', async () => {
      const response = await track(t.app, visit({ country: '  \u0000 ', city: '\u0007' }));
      expect(response.statusCode).toBe(201);
      expect(await rows(t.app)).toEqual([expect.objectContaining({ country: null, city: null })]);
    });

    const refused: [string, Record<string, unknown>, string][] = [
      ['a whitespace-only browser', { browser: '   ' }, 'browser'],
      ['a browser of control characters only', { browser: '\u0000\u0001' }, 'browser'],
      ['a whitespace-only operatingSystem', { operatingSystem: ' \t\n ' }, 'operatingSystem'],
      ['a whitespace-only language', { language: '  ' }, 'language'],
      ['a NUL in language', { language: 'en\u0000IN' }, 'language'],
      ['a whitespace-only referrer', { referrer: '   ' }, 'referrer'],
      ['a NUL in referrer', { referrer: 'https://example.com/\u0000' }, 'referrer'],
      ['an unpaired surrogate in referrer', { referrer: 'https://example.com/\udc00' }, 'referrer'],
      ['a NUL in pageVisited', { pageVisited: '/a\u0000b' }, 'pageVisited'],
      ['a DEL in pageVisited', { pageVisited: '/a\u007fb' }, 'pageVisited'],
      ['a C1 control in pageVisited', { pageVisited: '/a\u0085b' }, 'pageVisited'],
      ['a NUL in sessionId', { sessionId: 'abc\u0000' }, 'sessionId'],
    ];
    it.each(refused)('refuses %s with 400 naming the field', async (_, fields, field) => {
      const response = await track(t.app, visit(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
      expect(response.json().message).toMatch(new RegExp(`^body/${field} must `));
      expect(await storedCount(t.app)).toBe(0);
    });

    it('answers every valid visit sent together with refused ones, storing just those', async () => {
      const valid = Array.from({ length: 200 }, (_, i) => visit({ pageVisited: `/v${i}` }));
      const poisoned = [
        visit({ referrer: 'Dir\u0000ect' }),
        visit({ language: 'hi\u0000' }),
        visit({ pageVisited: '/p\u0000' }),
      ];
      const [validAnswers, poisonedAnswers] = await Promise.all([
        Promise.all(valid.map((body) => track(t.app, body))),
        Promise.all(poisoned.map((body) => track(t.app, body))),
      ]);
      expect(validAnswers.filter((r) => r.statusCode !== 201)).toHaveLength(0);
      expect(poisonedAnswers.map((r) => r.statusCode)).toEqual([400, 400, 400]);
      expect(await storedCount(t.app)).toBe(200);
    });

    const filters = [
      'ipAddress',
      'browser',
      'operatingSystem',
      'country',
      'city',
      'pageVisited',
      'sessionId',
    ];
    it.each(filters)('refuses a NUL in the %s search filter with 400', async (field) => {
      const response = await search(t.app, { [field]: 'a\u0000b' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, field });
      expect(response.json().message).toBe(
        `body/${field} must not contain control characters or unpaired surrogates`,
      );
    });

    it('answers an ipAddress filter ending in U+FFFF', async () => {
      expect((await track(t.app, visit(), { remoteAddress: '10.1.2.3' })).statusCode).toBe(201);
      const response = await search(t.app, { ipAddress: '1\uffff' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ totalElements: 0, content: [] });
    });
  });

  describe('unknown fields', () => {
    it('refuses an unknown track field with 400 naming it, storing nothing', async () => {
      const response = await track(t.app, visit({ userId: 'u-1' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'body/userId is not a known field',
        field: 'userId',
      });
      expect(await storedCount(t.app)).toBe(0);
    });

    it('refuses an unknown search field and an unknown export parameter', async () => {
      const searched = await search(t.app, { browser: 'Chrome', limit: 5 });
      expect(searched.statusCode).toBe(400);
      expect(searched.json()).toMatchObject({ field: 'limit' });
      const exported = await t.app.inject('/api/visitors/export?format=csv&country=India');
      expect(exported.statusCode).toBe(400);
      expect(exported.json()).toMatchObject({
        message: 'querystring/country is not a known field',
        field: 'country',
      });
    });

    it("stores the site's own tracking record, sent the way its client sends it", async () => {
      // What buildVisitRecord (shared/src/tracking) makes on a phone with no
      // referrer; the browser's own request is checked end to end by
      // e2e/tests/shell-tracking.spec.ts.
      const record: VisitTrackingRecord = {
        browser: 'Chrome',
        operatingSystem: 'Android',
        deviceType: 'mobile',
        pageVisited: '/jal-mandir',
        referrer: 'Direct',
        sessionId: '1732300000000-k3j9x0q2mz',
        screenResolution: '390x844',
        language: 'hi-IN',
        country: 'India',
        city: 'पावापुरी',
      };
      // As shared/src/api/http.ts does: fetch, a JSON string, this content type.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/visitors/track',
        payload: JSON.stringify(record),
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': BROWSER_UA,
        },
      });
      expect(response.statusCode).toBe(201);
    });

    it('accepts every field the site sends, nulls included', async () => {
      const response = await search(t.app, {
        ipAddress: null,
        browser: null,
        operatingSystem: null,
        deviceType: null,
        country: null,
        city: null,
        pageVisited: null,
        sessionId: null,
        startDate: null,
        endDate: null,
        page: 0,
        size: 100,
        sortBy: 'visitTime',
        sortDirection: 'DESC',
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('content type and charset', () => {
    const body = JSON.stringify(visit({ city: 'पावापुरी' }));

    it.each([
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=UTF-8',
      'application/json;charset="utf-8"',
    ])('stores a visit sent as %s, Hindi intact', async (contentType) => {
      expect((await trackRaw(t.app, body, contentType)).statusCode).toBe(201);
      expect(await rows(t.app)).toEqual([expect.objectContaining({ city: 'पावापुरी' })]);
    });

    it.each(['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded'])(
      'answers 415 for %s, storing nothing',
      async (contentType) => {
        const response = await trackRaw(t.app, body, contentType);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Content-Type must be application/json (in UTF-8)',
          field: 'content-type',
        });
        expect(await storedCount(t.app)).toBe(0);
      },
    );

    it.each(['latin1', 'ISO-8859-1', 'utf-16'])(
      'answers 415 for JSON declared in charset %s, storing nothing',
      async (charset) => {
        const response = await trackRaw(t.app, body, `application/json; charset=${charset}`);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: `JSON must be sent in UTF-8, not charset=${charset.toLowerCase()}`,
          field: 'content-type',
        });
        expect(await storedCount(t.app)).toBe(0);
      },
    );

    it.each([
      'application/json; charset="latin1',
      'application/json; charset=utf-8; charset=latin1',
    ])(
      'answers 415 for a malformed or repeated charset (%s) rather than guess',
      async (contentType) => {
        const response = await trackRaw(t.app, body, contentType);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({
          message: 'Content-Type has a malformed or repeated charset; JSON must be sent in UTF-8',
          field: 'content-type',
        });
        expect(await storedCount(t.app)).toBe(0);
      },
    );

    it('applies the same rules to the search', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/visitors/search',
        payload: '{}',
        headers: { 'content-type': 'text/plain' },
      });
      expect(response.statusCode).toBe(415);
    });
  });
});

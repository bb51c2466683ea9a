import { BROWSER_UA, buildTestApp, engines, type TestApp } from './helper';
import { addApiKey } from './keeper-helper';

const KEY = 'an-owner-key-for-barrier-report-tests';
const REPORT = {
  page: '/donate',
  description: 'The QR code has no text alternative; my screen reader says “image”.',
  contact: ' asha@example.org ',
  language: 'en',
};

describe.each(engines())('accessibility barrier reports on %s', (engine) => {
  let test: TestApp;
  const report = (body: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/accessibility/barriers',
      payload: body as Record<string, unknown>,
      headers: { 'user-agent': BROWSER_UA, ...headers },
    });
  const list = (headers: Record<string, string> = { authorization: `Bearer ${KEY}` }) =>
    test.app.inject({ method: 'GET', url: '/api/keepers/barrier-reports', headers });

  beforeAll(async () => {
    test = await buildTestApp(engine, { RATE_LIMIT_PER_MINUTE: '12' });
    await addApiKey(test.app, KEY);
  });
  afterAll(() => test.close());

  it('keeps a visitor’s report for the keepers, echoing nothing of it', async () => {
    const response = await report(REPORT);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      reports: [
        {
          id: expect.any(Number),
          page: '/donate',
          description: REPORT.description,
          contact: 'asha@example.org',
          language: 'en',
          reportedAt: '2026-11-22T06:30:00.000Z',
        },
      ],
    });
  });

  it('takes a report without a contact', async () => {
    const anonymous = { page: REPORT.page, description: REPORT.description, language: 'hi' };
    expect((await report(anonymous)).statusCode).toBe(201);
    expect((await list()).json().reports[0]).toMatchObject({ contact: '', language: 'hi' });
  });

  it.each([
    ['no description', { ...REPORT, description: '' }],
    ['a page that is not a path', { ...REPORT, page: 'https://evil.example/' }],
    ['a control character', { ...REPORT, description: 'a\u0007b' }],
    ['an unknown language', { ...REPORT, language: 'fr' }],
    ['another field', { ...REPORT, admin: true }],
    ['a description of 2,001 characters', { ...REPORT, description: 'x'.repeat(2001) }],
  ])('refuses %s with a 400', async (_name, body) => {
    const response = await report(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
  });

  it('is for keepers to read: without a key, 401', async () => {
    expect((await list({})).statusCode).toBe(401);
  });

  it('is rate-limited per address', async () => {
    let status = 0;
    for (let i = 0; i < 15 && status !== 429; i++) status = (await report(REPORT)).statusCode;
    expect(status).toBe(429);
  });
});

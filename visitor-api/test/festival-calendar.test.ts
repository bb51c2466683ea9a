import ICAL from 'ical.js';
import { buildTestApp, engines, type TestApp } from './helper';

describe.each(engines())('festival calendar files (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  const events = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

  it('serves every published festival date as a feed, all-day with an exclusive end', async () => {
    const response = await t.app.inject('/api/content/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers.etag).toMatch(/^"\d+-en"$/);
    const diwali = events(response.body).find(
      (event) => event.getFirstPropertyValue('uid') === 'mahavira-nirvana-diwali-2026@pawapuri',
    );
    expect(diwali).toBeDefined();
    const start = diwali?.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe('2026-11-08');
    expect((diwali?.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2026-11-09');
    expect(diwali?.getFirstPropertyValue('sequence')).toBe(1);
    expect(diwali?.getFirstPropertyValue('location')).toBe('Jal Mandir, Pawapuri, Nalanda, Bihar');
    expect(String(diwali?.getFirstPropertyValue('description'))).toContain('not yet confirmed');
  });

  it('serves one festival’s file, in Hindi when asked', async () => {
    const response = await t.app.inject(
      '/api/content/calendar/mahavira-nirvana-diwali.ics?lang=hi',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="mahavira-nirvana-diwali.ics"',
    );
    const all = events(response.body);
    expect(all.map((event) => event.getFirstPropertyValue('uid'))).toEqual([
      'mahavira-nirvana-diwali-2026@pawapuri',
      'mahavira-nirvana-diwali-2027@pawapuri',
    ]);
    expect(all[0]?.getFirstPropertyValue('summary')).toBe('दीपावली: भगवान महावीर निर्वाण कल्याणक');
  });

  it.each([
    ['/api/content/calendar/nobody.ics', 404],
    ['/api/content/calendar/..%2Fsecret.ics', 400],
    ['/api/content/calendar/mahavira-nirvana-diwali.pdf', 400],
    ['/api/content/calendar.ics?lang=fr', 400],
    ['/api/content/calendar.ics?extra=1', 400],
  ])('answers %s with %i and a JSON error', async (url, status) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
  });
});

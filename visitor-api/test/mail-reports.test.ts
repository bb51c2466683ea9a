import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { buildApp } from '../src/build-app';
import { loadConfig } from '../src/common/settings/config';
import type { MailSetting } from '../src/mail/mail-store';
import type { Clock } from '../src/common/time/clock';
import { addGoal } from '../src/goals/goal-store';
import {
  BROWSER_UA,
  buildTestApp,
  engines,
  openTestStore,
  track,
  visit,
  type TestApp,
} from './helper';
import { addKeeper, keeperHeaders } from './keeper-helper';
import { pdfText } from './support/pdf-text';
import { fixtureView } from './support/dashboard-fixture';
import { reportEmail } from '../src/mail/report-email';
import { startInbox, type Inbox } from './support/smtp-inbox';

const EN = 'trustee@example.org';
const HI = 'mantri@example.org';
const SETTING: MailSetting = {
  recipients: [
    { email: EN, language: 'en' },
    { email: HI, language: 'hi' },
  ],
  alert: { above: null, below: null },
};

/** Tuesday 27 October 2026, 10:00 in Kolkata: a day of the last whole week before 2 November. */
const LAST_WEEK = '2026-10-27T04:30:00.000Z';
/** Monday 2 November 2026, 08:30 in Kolkata: a new week and a new month have begun. */
const MONDAY = '2026-11-02T03:00:00.000Z';

const subjects = (mails: ParsedMail[]) => mails.map((mail) => mail.subject ?? '').sort();

/** A tap on the Jal Mandir's number by a tracked session, at the app's current time. */
async function call(test: TestApp, session: number, key: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/visitors/events',
    headers: { 'user-agent': BROWSER_UA },
    payload: {
      name: 'call',
      pageVisited: '/hotels',
      sessionId: `1732300000000-mailtest${session}`,
      eventId: `mail-test-call-${key.padStart(16, '0')}`,
      properties: { listing: 'Jal Mandir Dharamshala' },
    },
  });
  expect(response.statusCode).toBe(201);
}

async function trackVisits(test: TestApp, iso: string, count: number, extra = {}) {
  test.setNow(iso);
  for (let i = 0; i < count; i++) {
    const response = await track(
      test.app,
      visit({ sessionId: `1732300000000-mailtest${i}`, pageVisited: '/hotels', ...extra }),
    );
    expect(response.statusCode).toBe(201);
  }
}

describe.each(engines())('report emails on %s', (engine) => {
  let inbox: Inbox;
  let test: TestApp;
  beforeEach(async () => {
    inbox = await startInbox();
    test = await buildTestApp(engine, inbox.env, LAST_WEEK);
  });
  afterEach(async () => {
    await test.close();
    await inbox.close();
  });

  it('sends the weekly and monthly reports once, each in its recipient’s language, the monthly with the PDF', async () => {
    await test.app.mailReports.store.write(SETTING);
    const database = test.app.visits.database;
    await addGoal(database, { name: 'Saw the stays', page: '/hotels*' }, 'test', 0, 30);
    const called = { name: 'Called the Jal Mandir', event: 'call' };
    await addGoal(database, called, 'test', 0, 30);
    // The week before: one visit and one call, the figures compared with.
    await trackVisits(test, '2026-10-20T04:30:00.000Z', 1);
    await call(test, 0, 'before');
    await trackVisits(test, LAST_WEEK, 3, { utmCampaign: 'diwali-whatsapp' });
    // Two sessions call, one of them twice.
    await call(test, 0, 'a');
    await call(test, 0, 'b');
    await call(test, 1, 'c');
    test.setNow(MONDAY);
    await test.app.mailReports.check();

    expect(subjects(inbox.to(EN))).toEqual([
      'Pawapuri website: monthly report, 2026-10-01 to 2026-10-31',
      'Pawapuri website: weekly report, 2026-10-26 to 2026-11-01',
    ]);
    expect(subjects(inbox.to(HI))).toEqual([
      'पावापुरी वेबसाइट: मासिक रिपोर्ट, 2026-10-01 से 2026-10-31 तक',
      'पावापुरी वेबसाइट: साप्ताहिक रिपोर्ट, 2026-10-26 से 2026-11-01 तक',
    ]);
    const weekly = inbox.to(EN).find((mail) => mail.subject?.includes('weekly'))!;
    expect(weekly.text).toContain('Visits: 3 (Previous period: 1, +200%)');
    expect(weekly.text).toContain('- /hotels: 3');
    expect(weekly.text).toContain('- diwali-whatsapp: 3');
    expect(weekly.html).toContain('<td>/hotels</td>');
    expect(weekly.attachments).toHaveLength(0);
    // Each goal's uniques, total and rate of the 3 visitors, against the week before.
    expect(weekly.text).toContain(
      '- Saw the stays: Unique conversions 3 (Previous period: 1, +200%); Total conversions 3 (Previous period: 1, +200%); Conversion rate 100% (Previous period: 100%, 0%)',
    );
    expect(weekly.text).toContain(
      '- Called the Jal Mandir: Unique conversions 2 (Previous period: 1, +100%); Total conversions 3 (Previous period: 1, +200%); Conversion rate 66.7% (Previous period: 100%, -33.3%)',
    );
    expect(weekly.html).toContain(
      '<tr><td>Called the Jal Mandir</td><td>Unique conversions</td><td>2</td><td>1</td><td>+100%</td></tr>',
    );
    expect(weekly.html).toContain(
      '<tr><td>Called the Jal Mandir</td><td>Conversion rate</td><td>66.7%</td><td>100%</td><td>-33.3%</td></tr>',
    );
    const hindi = inbox.to(HI).find((mail) => mail.subject?.includes('साप्ताहिक'))!;
    expect(hindi.text).toContain('विज़िट: 3 (पिछली अवधि: 1, +200%)');
    expect(hindi.text).toContain('सबसे ज़्यादा देखे गए पेज');
    expect(hindi.text).toContain(
      '- Called the Jal Mandir: लक्ष्य पूरा करने वाले आगंतुक 2 (पिछली अवधि: 1, +100%); कुल बार लक्ष्य पूरा हुआ 3 (पिछली अवधि: 1, +200%); रूपांतरण दर 66.7% (पिछली अवधि: 100%, -33.3%)',
    );
    expect(hindi.html).toContain('<h2>लक्ष्य</h2>');
    // The month holds all four visits and four calls; September had none.
    const monthly = inbox.to(EN).find((mail) => mail.subject?.includes('monthly'))!;
    expect(monthly.text).toContain(
      '- Called the Jal Mandir: Unique conversions 2 (Previous period: 0); Total conversions 4 (Previous period: 0); Conversion rate 66.7% (Previous period: 0%)',
    );

    for (const address of [EN, HI]) {
      const monthly = inbox.to(address).find((mail) => mail.attachments.length > 0)!;
      expect(monthly.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['pawapuri-report-2026-10.pdf', 'application/pdf'],
      ]);
      const pdf = monthly.attachments[0]!.content;
      expect(pdf.length).toBeGreaterThan(0);
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(pdfText(pdf)).toContain('October 2026');
      expect(pdfText(pdf)).toMatch(/Called the Jal Mandir\s+2\s+0\s+4\s+0\s+66\.7%\s+0\.0%/);
    }

    // A later check in the same week and month sends nothing more.
    test.setNow('2026-11-04T06:00:00.000Z');
    await test.app.mailReports.check();
    expect(inbox.messages).toHaveLength(4);
  });

  it('an alert goes once per hour that crosses a threshold, above or below', async () => {
    await test.app.mailReports.store.write({
      recipients: [{ email: EN, language: 'en' }],
      alert: { above: 2, below: null },
    });
    const alerts = () => inbox.to(EN).filter((mail) => mail.subject?.includes('visits at'));
    // 10:05 in Kolkata: three visits in the hour under way are above 2.
    await trackVisits(test, '2026-11-02T04:35:00.000Z', 3);
    await test.app.mailReports.check();
    await test.app.mailReports.check();
    expect(subjects(alerts())).toEqual(['Pawapuri website: many visits at 2026-11-02 10:00']);
    expect(alerts()[0]!.text).toContain(
      '3 visits in the hour from 2026-11-02 10:00, above the alert threshold of 2.',
    );

    // Two visits are not above 2; the 10:00 hour's three are not below 3.
    await test.app.mailReports.store.write({
      recipients: [{ email: HI, language: 'hi' }],
      alert: { above: 2, below: 3 },
    });
    await trackVisits(test, '2026-11-02T05:35:00.000Z', 2);
    await test.app.mailReports.check();
    expect(inbox.to(HI).filter((mail) => mail.subject?.includes('विज़िट'))).toHaveLength(0);
    // Once the 11:00 hour is over, its two visits are below 3: one alert, however many checks.
    test.setNow('2026-11-02T06:35:00.000Z');
    await test.app.mailReports.check();
    await test.app.mailReports.check();
    const below = inbox.to(HI).filter((mail) => mail.subject?.includes('बहुत कम'));
    expect(subjects(below)).toEqual(['पावापुरी वेबसाइट: 2026-11-02 11:00 बजे बहुत कम विज़िट']);
    expect(below[0]!.text).toContain('एक घंटे में 2 विज़िट हुईं, जो अलर्ट की सीमा 3 से कम है');
  });
});

describe('the report email', () => {
  it('escapes every name from the data and keeps it as text', () => {
    const range = { from: '2026-10-26', to: '2026-11-01' };
    const view = fixtureView(range, { from: '2026-10-19', to: '2026-10-25' });
    const hostile = '<img src=x onerror=alert(1)>&"\'';
    view.breakdowns.utmCampaign = [{ key: hostile, visits: 7, share: 1 }];
    const email = reportEmail({
      report: { kind: 'weekly', period: range.from, range, previousRange: range },
      view,
      previous: view,
      language: 'en',
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('<td>&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;</td>');
    expect(email.text).toContain(`- ${hostile}: 7`);
  });
});

describe.each(engines())('report emails across instances on %s', (engine) => {
  it('two instances on one database send each report once; a restart after downtime sends the missed one once', async () => {
    const inbox = await startInbox();
    const store = await openTestStore(engine);
    let now = Date.parse(MONDAY);
    const clock: Clock = () => now;
    const start = () =>
      buildApp({
        config: loadConfig({
          LOG_LEVEL: 'silent',
          GEOIP_DATABASE: 'off',
          ...store.env,
          ...inbox.env,
        }),
        clock,
      });
    const apps: FastifyInstance[] = [];
    try {
      apps.push(await start(), await start());
      await apps[0]!.mailReports.store.write(SETTING);
      await Promise.all([...apps, ...apps].map((app) => app.mailReports.check()));
      expect(inbox.to(EN)).toHaveLength(2);
      expect(inbox.to(HI)).toHaveLength(2);

      // Both stop; they start again on Wednesday 11 November: the week of 2-8 November was missed.
      await Promise.all(apps.splice(0).map((app) => app.close()));
      now = Date.parse('2026-11-11T06:30:00.000Z');
      apps.push(await start(), await start());
      await Promise.all([...apps, ...apps].map((app) => app.mailReports.check()));
      expect(subjects(inbox.to(EN))).toEqual([
        'Pawapuri website: monthly report, 2026-10-01 to 2026-10-31',
        'Pawapuri website: weekly report, 2026-10-26 to 2026-11-01',
        'Pawapuri website: weekly report, 2026-11-02 to 2026-11-08',
      ]);
      expect(inbox.to(HI)).toHaveLength(3);
      const response = await apps[1]!.inject({ url: '/api/keepers/mail-reports' });
      expect(response.json<{ sent: { kind: string; period: string }[] }>().sent).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'weekly', period: '2026-11-02' }),
          expect.objectContaining({ kind: 'monthly', period: '2026-10' }),
        ]),
      );
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await store.close();
      await inbox.close();
    }
  });
});

describe.each(engines())('GET and PUT /api/keepers/mail-reports on %s', (engine) => {
  let test: TestApp;
  let owner: Record<string, string>;
  beforeEach(async () => {
    test = await buildTestApp(engine);
    await addKeeper(test.app, 'owner@example.org', 'owner');
    owner = await keeperHeaders(test.app, 'owner@example.org');
  });
  afterEach(async () => test.close());

  const put = (headers: Record<string, string>, payload: unknown) =>
    test.app.inject({
      method: 'PUT',
      url: '/api/keepers/mail-reports',
      headers,
      payload: payload as Record<string, unknown>,
    });

  it('an owner sets the recipients and thresholds; nothing is sent without SMTP_HOST', async () => {
    const body = {
      recipients: [
        { email: 'Trustee@Example.org', language: 'en' },
        { email: HI, language: 'hi' },
      ],
      alert: { above: 500, below: 0 },
    };
    const response = await put(owner, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      recipients: [
        { email: 'trustee@example.org', language: 'en' },
        { email: HI, language: 'hi' },
      ],
      alert: { above: 500, below: 0 },
      smtpConfigured: false,
      sent: [],
    });
    const read = await test.app.inject({ url: '/api/keepers/mail-reports', headers: owner });
    expect(read.json()).toEqual(response.json());
  });

  it.each([
    ['a bad email address', { email: 'not an address', language: 'en' }, {}, 'recipients/0/email'],
    ['an unknown language', { email: EN, language: 'fr' }, {}, 'recipients/0/language'],
    ['a negative threshold', { email: EN, language: 'en' }, { above: -1 }, 'alert/above'],
    ['an unknown field', { email: EN, language: 'en', cc: EN }, {}, 'cc'],
  ])('%s is a 400 naming the field, and nothing is stored', async (_, recipient, alert, field) => {
    const response = await put(owner, {
      recipients: [recipient],
      alert: { above: null, below: null, ...alert },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
    expect(await test.app.mailReports.store.read()).toEqual({
      recipients: [],
      alert: { above: null, below: null },
    });
  });

  it('an address listed twice, or below above above, is a 400', async () => {
    const twice = await put(owner, {
      recipients: [
        { email: EN, language: 'en' },
        { email: EN.toUpperCase(), language: 'hi' },
      ],
      alert: { above: null, below: null },
    });
    expect([twice.statusCode, twice.json<{ field: string }>().field]).toEqual([400, 'recipients']);
    const crossed = await put(owner, { recipients: [], alert: { above: 5, below: 10 } });
    expect([crossed.statusCode, crossed.json<{ field: string }>().field]).toEqual([400, 'alert']);
  });

  it('only owners may read or change it', async () => {
    await addKeeper(test.app, 'analyst@example.org', 'analyst');
    const analyst = await keeperHeaders(test.app, 'analyst@example.org');
    const read = await test.app.inject({ url: '/api/keepers/mail-reports', headers: analyst });
    expect(read.statusCode).toBe(403);
    const write = await put(analyst, { recipients: [], alert: { above: null, below: null } });
    expect(write.statusCode).toBe(403);
    const nobody = await test.app.inject({ url: '/api/keepers/mail-reports' });
    expect(nobody.statusCode).toBe(401);
  });
});

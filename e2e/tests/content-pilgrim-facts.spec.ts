import { getTimes } from 'suncalc';
import type { Page } from '@playwright/test';
import { faults } from '@pawapuri/shared/i18n/hindi-style-rules';
import { expect, test } from './support/fixtures';
import { pagesOf } from './support/routes';

/**
 * What a pilgrim acts on, checked on the composed site in both languages:
 * the laddu's date, the etiquette, who the hours and the office come from,
 * each temple's map point (or none), the calendar, the help numbers, and the
 * day's sun and pachakkhan times with the servers in UTC (scripts/e2e-server.mjs)
 * and the browser in Los Angeles.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

const JAL_MANDIR_MAP = /25\.092,85\.539/;

// The home page's laddu notice is shown only until its day (the server's clock
// decides), so the laddu's date is checked on the calendar, which always has it.

// The help numbers are listed on the cabs page (the home page's notice slot
// rotates, so a number shown there is not always on screen).
test('181, Bihar’s women’s helpline, among the help numbers in both languages', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/cabs', 'Emergency contacts'],
    ['/hi/cabs', 'आपातकालीन संपर्क'],
  ] as const) {
    await page.goto(path);
    const help = page
      .getByRole('main')
      .locator('section', { has: page.getByRole('heading', { name: title }) });
    await expect(help, path).toContainText('181');
  }
});

test('the Jal Mandir: eating, not offering, is what is not done inside; its own map point', async ({
  page,
}) => {
  await page.goto('/jal-mandir');
  const main = page.getByRole('main');
  await expect(main).toContainText('no one eats inside them');
  await expect(main).toContainText('rice, sweets and the laddu are offered there');
  await expect(main).not.toContainText('No food is taken');
  await expect(main.getByRole('link', { name: /Jal Mandir in / }).first()).toHaveAttribute(
    'href',
    JAL_MANDIR_MAP,
  );
  await page.goto('/hi/jal-mandir');
  const hindi = page.getByRole('main');
  await expect(hindi).toContainText('मंदिरों के भीतर कुछ न खाएँ');
  await expect(hindi).not.toContainText('खाना भीतर न ले जाएँ');
  await expect(hindi.getByRole('link', { name: /में जल मंदिर$/ }).first()).toHaveAttribute(
    'href',
    JAL_MANDIR_MAP,
  );
});

test('timings: the hours from travel listings, the office as public listings give it', async ({
  page,
}) => {
  await page.goto('/jal-mandir/timings');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /as travel listings give them/,
  );
  await expect(page.getByRole('main')).toContainText(
    'Public listings give the Jain Śvetāmbar Bhandar Tirth as the temple office’s contact',
  );
  await expect(page.getByRole('main')).not.toContainText('keepers publish');
  await page.goto('/hi/jal-mandir/timings');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /जैसा यात्रा सूचियाँ बताती हैं/,
  );
  await expect(page.getByRole('main')).toContainText('जैन श्वेतांबर भंडार तीर्थ');
});

test('the Gaon Mandir and the Samosaran: no map link rather than another place’s point', async ({
  page,
}) => {
  for (const [path, says] of [
    ['/gaon-mandir', 'No map point is given for this temple yet'],
    ['/samosaran', 'No map point is given for this temple yet'],
    ['/hi/gaon-mandir', 'इस मंदिर का नक्शे पर बिंदु अभी नहीं दिया गया है'],
    ['/hi/samosaran', 'इस मंदिर का नक्शे पर बिंदु अभी नहीं दिया गया है'],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main, path).toContainText(says);
    await expect(main.locator('a[href^="geo:"]'), path).toHaveCount(0);
    await expect(main.locator(`a[href*="85.539"]`), path).toHaveCount(0);
  }
});

test('the calendar: Mahavir Jayanti’s two 2026 dates and 2027 to be confirmed, Diwali night apart from the laddu’s dawn, Paryushan and Das Lakshan', async ({
  page,
}) => {
  await page.goto('/festivals');
  const main = page.getByRole('main');
  await expect(main).toContainText('Jain tithi calendars gave 30 March and others 31 March');
  await expect(main).toContainText('18 or 19 April, to be confirmed');
  const entry = (name: string) =>
    main.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(entry('Nirvan laddu at dawn').first()).toContainText('9 November');
  await expect(entry('Nirvan laddu at dawn').first()).toContainText('Confirm with the temples');
  // Diwali night, the nirvana's evening, is given apart: the evening before.
  await expect(entry('Diwali: Mahavira’s Nirvana Day').first()).toContainText('8 November');
  await expect(main).toContainText('Paryushan (Śvetāmbar)');
  await expect(main).toContainText('Das Lakshan (Digambar)');
  await page.goto('/hi/festivals');
  const hindi = page.getByRole('main');
  await expect(hindi).toContainText('जैन तिथि पंचांगों ने 30 मार्च और अन्य ने 31 मार्च दिया');
  await expect(hindi).toContainText('18 या 19 अप्रैल, पुष्टि होनी है');
  const hindiEntry = (name: string) =>
    hindi.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(hindiEntry('भोर में निर्वाण लाडू').first()).toContainText('9 नवंबर');
  await expect(hindiEntry('भोर में निर्वाण लाडू').first()).toContainText('मंदिरों से पुष्टि करें');
  await expect(hindi).toContainText('पर्युषण (श्वेतांबर)');
  await expect(hindi).toContainText('दसलक्षण पर्व (दिगंबर)');
});

/** The Jal Mandir's point (docs/sources.md), written here again so the test checks the page. */
const POINT = { latitude: 25.092, longitude: 85.539 };
const MINUTE = 60_000;
const IST = 330 * MINUTE;

/** A moment as HH:MM in India, rounded down to the minute. */
const ist = (ms: number) =>
  new Date(Math.floor((ms + IST) / MINUTE) * MINUTE).toISOString().slice(11, 16);

/**
 * The day's times computed here, apart from the site: suncalc for the
 * Jal Mandir at noon IST, then the commonly reckoned fractions of the day.
 */
function expectedTimes(date: string): Record<string, string> {
  const sun = getTimes(new Date(`${date}T12:00:00+05:30`), POINT.latitude, POINT.longitude);
  const rise = sun.sunrise!.getTime();
  const set = sun.sunset!.getTime();
  const part = (fraction: number) => ist(rise + (set - rise) * fraction);
  return {
    sunrise: ist(rise),
    sunset: ist(set),
    navkarsi: ist(rise + 48 * MINUTE),
    porsi: part(1 / 4),
    sadhPorsi: part(3 / 8),
    purimaddh: part(1 / 2),
    avaddh: part(3 / 4),
    chauvihar: ist(set),
  };
}

async function expectDay(page: Page, date: string) {
  await page.locator('input[name="date"]').fill(date);
  const times = page.getByTestId('day-times');
  for (const [name, hhmm] of Object.entries(expectedTimes(date))) {
    await expect(times.locator(`[data-time="${name}"] time`), `${date} ${name}`).toHaveAttribute(
      'datetime',
      `${date}T${hhmm}+05:30`,
    );
  }
}

test('the day page: 21 Jun, 21 Dec and 9 Nov 2026 in India’s time, in both languages', async ({
  page,
}) => {
  await page.goto('/today');
  for (const date of ['2026-06-21', '2026-12-21', '2026-11-09']) await expectDay(page, date);
  // Shown as written: 9 Nov's sunrise in the 12-hour form, as English reads it.
  const [hours, minutes] = expectedTimes('2026-11-09').sunrise!.split(':').map(Number);
  await expect(page.locator('[data-time="sunrise"] time')).toContainText(
    `${hours}:${String(minutes).padStart(2, '0')}`,
  );
  await page.goto('/hi/today');
  for (const date of ['2026-06-21', '2026-12-21', '2026-11-09']) await expectDay(page, date);
  await expect(page.locator('[data-time="sunrise"] time')).toContainText(`सुबह ${hours}`);
  await expect(page.locator('[data-time="sunset"] time')).toContainText('शाम');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the day page works offline for a date not visited before', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', {
      timeout: 30_000,
    });
    await context.setOffline(true);
    await page.goto('/today');
    await expectDay(page, '2027-03-21');
  });
});

/** The Hindi text nodes of a page's HTML as the server sends it (scripts and styles left out). */
function hindiTextOf(html: string): string[] {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .split(/<[^>]*>/)
    .map((text) => text.replace(/&nbsp;/g, ' ').trim())
    .filter((text) => /[\u0900-\u097F]/.test(text));
}

test('the server-rendered Hindi pages keep the Hindi style rules', async ({ request }) => {
  const found: string[] = [];
  for (const path of pagesOf('remote_content')) {
    const address = path === '/' ? '/hi' : `/hi${path}`;
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const texts = hindiTextOf(await response.text());
    expect(texts.length, address).toBeGreaterThan(0);
    found.push(...faults(texts.map((text) => [address, text] as [string, string])));
  }
  expect(found).toEqual([]);
});

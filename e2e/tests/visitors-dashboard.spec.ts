import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  API_URL,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApi,
} from './support/fixtures';
import { onceForThisRun, runName, seedVisit } from './support/seed-visits';

// A page of this file's own: every view below filters on it, so visits other
// specs record in parallel never change the numbers compared.
const RUN = runName('dashboard');
const SEEDED_PAGE = `/${RUN}`;
const WHATSAPP_VISITS = 4;
const DIRECT_VISITS = 3;

interface DashboardAnswer {
  cards: {
    visits: { value: number };
    uniqueVisitors: { value: number };
    visitorsNow: number;
  };
  series: { visits: number }[];
  breakdowns: { source: { key: string; visits: number }[] };
}

const seed = (index: number, referrer: string) =>
  seedVisit({
    browser: 'Chrome',
    operatingSystem: 'Android',
    deviceType: 'mobile',
    pageVisited: SEEDED_PAGE,
    referrer,
    sessionId: `${RUN}-${index}`,
    screenResolution: '360x800',
    language: 'hi',
    country: 'India',
    city: 'Pawapuri',
  });

const seedAll = onceForThisRun(async () => {
  await waitForApi();
  for (let index = 0; index < WHATSAPP_VISITS; index += 1) {
    await seed(index, 'https://web.whatsapp.com/');
  }
  for (let index = 0; index < DIRECT_VISITS; index += 1) {
    await seed(WHATSAPP_VISITS + index, 'Direct');
  }
});

test.beforeAll(seedAll);

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The big number of the headline card with this label. */
async function card(page: Page, label: string): Promise<number> {
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
  return digits(await item.locator('strong').textContent());
}

function dashboardAnswer(page: Page, query: (params: URLSearchParams) => boolean) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/visitors/dashboard' && response.ok() && query(url.searchParams);
  });
}

async function apiAnswer(query: string): Promise<DashboardAnswer> {
  const response = await fetch(`${API_URL}/api/visitors/dashboard?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardAnswer;
}

test('the dashboard shows what the API answers for the range and filters in the address', async ({
  page,
}) => {
  const first = dashboardAnswer(page, (params) => params.get('page') === SEEDED_PAGE);
  await page.goto(`/analytics?page=${encodeURIComponent(SEEDED_PAGE)}`);
  await first;
  await expect(
    page.getByRole('button', { name: `Remove filter Page: ${SEEDED_PAGE}` }),
  ).toBeVisible();

  // A new range: the address and the API query follow.
  const week = dashboardAnswer(page, (params) => params.get('period') === '7d');
  await page.getByLabel('Range').selectOption('7d');
  await week;
  await expect(page).toHaveURL(/[?&]period=7d/);
  await expect.poll(() => card(page, 'Visits')).toBe(WHATSAPP_VISITS + DIRECT_VISITS);

  // A breakdown row adds its filter.
  const sources = page.getByRole('region', { name: 'Sources' });
  const whatsApp = dashboardAnswer(page, (params) => params.get('source') === 'WhatsApp');
  await sources.getByRole('button', { name: /^Filter by Source: WhatsApp/ }).click();
  const served = (await (await whatsApp).json()) as DashboardAnswer;
  await expect(page).toHaveURL(/[?&]source=WhatsApp/);
  await expect(page.getByRole('button', { name: 'Remove filter Source: WhatsApp' })).toBeVisible();

  // The page, the answer it got and a fresh API call for the same query agree.
  const query = new URLSearchParams({ period: '7d', page: SEEDED_PAGE, source: 'WhatsApp' });
  const fresh = await apiAnswer(query.toString());
  expect(fresh.cards.visits.value).toBe(WHATSAPP_VISITS);
  expect(served.cards.visits.value).toBe(fresh.cards.visits.value);
  expect(served.cards.uniqueVisitors.value).toBe(fresh.cards.uniqueVisitors.value);
  await expect.poll(() => card(page, 'Visits')).toBe(fresh.cards.visits.value);
  expect(await card(page, 'Unique visitors')).toBe(fresh.cards.uniqueVisitors.value);
  expect(fresh.series.reduce((sum, point) => sum + point.visits, 0)).toBe(WHATSAPP_VISITS);

  // The chart's table holds the same series.
  await page.getByRole('button', { name: 'Show as table' }).click();
  const rows = page.getByRole('table', { name: 'Visits and unique visitors' }).locator('tbody tr');
  await expect(rows).toHaveCount(fresh.series.length);
  const shown = await rows.evaluateAll((cells) =>
    cells.map((row) => Number(row.querySelector('td')!.textContent!.replace(/\D/g, ''))),
  );
  expect(shown).toEqual(fresh.series.map((point) => point.visits));

  // Back returns to the view before the filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/source=/);
  await expect.poll(() => card(page, 'Visits')).toBe(WHATSAPP_VISITS + DIRECT_VISITS);

  await expectNoSeriousA11yViolations(page);
});

test('the chart is drawn only on the analytics page, and read by keyboard', async ({ page }) => {
  const chartFiles: string[] = [];
  page.on('response', (response) => {
    if (/analytics-chart/.test(response.url())) chartFiles.push(response.url());
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Visitor Admin Dashboard' })).toBeVisible();
  await page.goto('/test-visitor');
  await expect(page.getByRole('heading', { name: 'Visitor API test' })).toBeVisible();
  expect(chartFiles).toEqual([]);

  await page.goto(`/analytics?period=7d&page=${encodeURIComponent(SEEDED_PAGE)}`);
  const chart = page.getByRole('group', { name: /Chart of visits and unique visitors/ });
  await expect(chart.locator('canvas').first()).toBeVisible();
  expect(chartFiles.length).toBeGreaterThan(0);
  await chart.focus();
  await expect(page.getByRole('tooltip')).toContainText('visits');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tooltip')).toContainText(/^\w{3}, \d{1,2} \w{3}, \d{4}:/);
});

test('the view downloads as CSV, and the month as a one-page PDF report', async ({ page }) => {
  await page.goto(`/analytics?period=7d&page=${encodeURIComponent(SEEDED_PAGE)}&source=WhatsApp`);
  await expect(page.getByRole('button', { name: 'Remove filter Source: WhatsApp' })).toBeVisible();
  const save = async (name: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name, exact: true }).click();
    const file = await download;
    return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
  };

  const csv = await save('Download CSV');
  expect(csv.name).toMatch(/^pawapuri-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines).toContain(`filter page,${SEEDED_PAGE},`);
  expect(lines).toContain('filter source,WhatsApp,');
  expect(lines.find((line) => line.startsWith('visits,'))?.split(',')[1]).toBe(
    String(WHATSAPP_VISITS),
  );
  expect(lines).toContain(`source,WhatsApp,${WHATSAPP_VISITS},100`);
  expect(lines).toContain(`page,${SEEDED_PAGE},${WHATSAPP_VISITS},100`);

  // This month holds the seeded visits; the report is a real one-page PDF.
  const month = new Date().toISOString().slice(0, 7);
  await page.getByLabel('Report month').fill(month);
  const pdf = await save('Monthly report (PDF)');
  expect(pdf.name).toBe(`pawapuri-report-${month}.pdf`);
  const raw = pdf.body.toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
});

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import {
  API_URL,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApi,
} from './support/fixtures';
import { createKeeper, signInThroughBrowser } from './support/keepers';
import { onceForThisRun, runName, seedVisit } from './support/seed-visits';

// One session id and page per worker, so filters see only this file's rows
// while other specs record visits in parallel.
const RUN = runName('keeper');
const SEEDED_PAGE = `/${RUN}`;
const BROWSERS = ['Chrome', 'Firefox', 'Safari'] as const;
const SEEDED_ROWS = 30; // more than one page of 25

interface Analytics {
  totalVisits: number;
  todayVisits: number;
  todayUniqueVisitors: number;
  weekVisits: number;
  weekUniqueVisitors: number;
  monthVisits: number;
  monthUniqueVisitors: number;
}

const seed = (index: number) =>
  seedVisit({
    browser: BROWSERS[index % BROWSERS.length] ?? 'Chrome',
    operatingSystem: 'Linux',
    deviceType: 'desktop',
    pageVisited: SEEDED_PAGE,
    referrer: 'Direct',
    sessionId: RUN,
    screenResolution: '1280x720',
    language: 'en-IN',
    country: 'India',
    city: 'Pawapuri',
  });

test.beforeAll(
  onceForThisRun(async () => {
    await waitForApi();
    for (let index = 0; index < SEEDED_ROWS; index += 1) await seed(index);
  }),
);

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** A headline card's number in the dashboard ("Visits", "Unique visitors"). */
async function card(page: Page, label: string): Promise<number> {
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
  return digits(await item.locator('strong').textContent());
}

const readAnalytics = async () =>
  (await (await fetch(`${API_URL}/api/visitors/analytics`)).json()) as Analytics;

async function filterBySession(page: Page, browser?: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Filters' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel('sessionId', { exact: true }).fill(RUN);
  await page.getByLabel('browser', { exact: true }).fill(browser ?? '');
  await page.getByRole('button', { name: 'Search' }).click();
}

test("the one dashboard holds the first summary's figures: today, 7 and 30 days, all time", async ({
  page,
}) => {
  // The summary's counts (visits, unique visitors) are the dashboard's cards at each range.
  const ranges: [string, keyof Analytics, keyof Analytics | null][] = [
    ['today', 'todayVisits', 'todayUniqueVisitors'],
    ['7d', 'weekVisits', 'weekUniqueVisitors'],
    ['30d', 'monthVisits', 'monthUniqueVisitors'],
    ['all', 'totalVisits', null],
  ];
  for (const [period, visits, unique] of ranges) {
    const before = await readAnalytics();
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/visitors/dashboard?') && response.ok(),
    );
    await page.goto(`/analytics?period=${period}`);
    const served = (await (await answer).json()) as {
      period: string;
      cards: { visits: { value: number }; uniqueVisitors: { value: number } };
    };
    expect(served.period).toBe(period);
    await expect.poll(() => card(page, 'Visits')).toBe(served.cards.visits.value);
    const after = await readAnalytics();
    // Other specs record visits meanwhile: the view lies between the two readings.
    expect(served.cards.visits.value).toBeGreaterThanOrEqual(before[visits]);
    expect(served.cards.visits.value).toBeLessThanOrEqual(after[visits]);
    if (unique) {
      expect(await card(page, 'Unique visitors')).toBe(served.cards.uniqueVisitors.value);
      expect(served.cards.uniqueVisitors.value).toBeGreaterThanOrEqual(before[unique]);
      expect(served.cards.uniqueVisitors.value).toBeLessThanOrEqual(after[unique]);
    }
    expect(served.cards.visits.value).toBeGreaterThanOrEqual(SEEDED_ROWS);
  }
  // Nothing on the page repeats them outside the dashboard.
  await expect(page.getByText(/^Total visits:/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Today's devices" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('test page: Track a Visit increments the statistics', async ({ page }) => {
  await page.goto('/test-visitor');
  const stats = page.getByLabel('Statistics');
  await expect(stats).toContainText('totalVisits');
  const read = async () => JSON.parse((await stats.textContent())!) as { totalVisits: number };
  const before = await read();
  await page.getByRole('button', { name: 'Track a Visit' }).click();
  await expect.poll(async () => (await read()).totalVisits).toBeGreaterThan(before.totalVisits);
  await expectNoSeriousA11yViolations(page);
});

test('admin: sort toggle, filter and paging over the seeded rows', async ({ page }) => {
  await signInThroughBrowser(page, await createKeeper('analyst'));
  await expect(page.getByRole('heading', { name: 'Visitor Admin Dashboard' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  const header = page.getByRole('columnheader', { name: 'browser' });
  await page.getByRole('button', { name: 'browser', exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'browser', exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');

  await filterBySession(page);
  await page.getByLabel('Page size').selectOption('25');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(rows).toHaveCount(25);
  // Ascending by browser: the first page starts with the seeded Chrome rows.
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText('Chrome');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(SEEDED_ROWS - 25);
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText('Safari');

  await filterBySession(page, 'firefox');
  await expect(rows).toHaveCount(SEEDED_ROWS / BROWSERS.length);
  for (const cell of await rows.locator('td:nth-child(4)').allTextContents()) {
    expect(cell).toBe('Firefox');
  }
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('admin: CSV, Excel and PDF exports download real files', async ({ page }) => {
  await signInThroughBrowser(page, await createKeeper('analyst'));
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const save = async (name: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name, exact: true }).click();
    const file = await download;
    return { name: file.suggestedFilename(), path: (await file.path())! };
  };

  const csv = await save('CSV');
  expect(csv.name).toMatch(/\.csv$/);
  const lines = (await readFile(csv.path, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  const header = lines[0]!.split(',');
  const seededLines = lines.filter((line) => line.split(',').includes(SEEDED_PAGE));
  expect(header.length).toBeGreaterThan(3);
  expect(seededLines).toHaveLength(SEEDED_ROWS);

  const excel = await save('EXCEL');
  expect(excel.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(excel.path);
  let seededCells = 0;
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.value === SEEDED_PAGE) seededCells += 1;
      }),
    ),
  );
  expect(seededCells).toBe(SEEDED_ROWS);

  const pdf = await save('PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  const bytes = await readFile(pdf.path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.length).toBeGreaterThan(1_000);
});

import type { Page, Route } from '@playwright/test';
import {
  API_URL,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApi,
} from './support/fixtures';
import { runName, seedVisit } from './support/seed-visits';

// The e2e API runs without ADMIN_TOKEN (admin calls answered to this machine),
// so the 401 that opens the token dialog is answered here, once, in its place.
const SEARCH_URL = `${API_URL}/api/visitors/search`;
const TOKEN_KEY = 'pawapuri.adminToken';
const RUN = runName('admin-states');

test.beforeAll(async () => {
  await waitForApi();
  // One stored row, so the table has something to keep when a search is cancelled.
  await seedVisit({
    browser: 'Chrome',
    operatingSystem: 'Linux',
    deviceType: 'desktop',
    pageVisited: `/${RUN}`,
    referrer: 'Direct',
    sessionId: RUN,
    screenResolution: '1280x720',
    language: 'en-IN',
  });
});

/** The next POST search answers 401, as the API does when ADMIN_TOKEN is set and none was sent. */
async function refuseNextSearch(page: Page): Promise<void> {
  let refused = false;
  await page.route(SEARCH_URL, async (route: Route) => {
    if (refused || route.request().method() !== 'POST') return route.fallback();
    refused = true;
    return route.fulfill({
      status: 401,
      // As the API answers a keeper origin: that origin, with credentials (the call sends cookies).
      headers: {
        'access-control-allow-origin': route.request().headers().origin ?? '*',
        'access-control-allow-credentials': 'true',
      },
      json: { statusCode: 401, error: 'Unauthorized', message: 'A valid admin token is required' },
    });
  });
}

const searchWithToken = (page: Page, token: string) =>
  page.waitForRequest(
    (request) =>
      request.url() === SEARCH_URL &&
      request.method() === 'POST' &&
      request.headers().authorization === `Bearer ${token}`,
  );

test('admin: a 401 opens the token dialog; the token is sent on the retry and kept for the tab', async ({
  page,
}) => {
  await refuseNextSearch(page);
  await page.goto('/admin');
  const dialog = page.getByRole('dialog', { name: 'Admin token' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Admin token');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('type', 'password');
  // showModal: the page behind the dialog is inert.
  expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await field.fill('e2e-admin-token');
  const retried = searchWithToken(page, 'e2e-admin-token');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await retried;
  await expect(dialog).toBeHidden();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBe(
    'e2e-admin-token',
  );

  // Same tab, new page load: the kept token goes out without asking again.
  const afterReload = searchWithToken(page, 'e2e-admin-token');
  await page.reload();
  await afterReload;
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('admin: Escape closes the token dialog, the table stays, focus returns to the header', async ({
  page,
}) => {
  await page.goto('/admin');
  const body = page.locator('tbody');
  await expect(body.locator('tr').first()).toBeVisible();
  const before = await body.innerText();

  await refuseNextSearch(page);
  const sortById = page.getByRole('button', { name: 'id', exact: true });
  await sortById.click();
  const dialog = page.getByRole('dialog', { name: 'Admin token' });
  await expect(dialog.getByLabel('Admin token')).toBeFocused();
  await page.keyboard.press('Escape');

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText('Search cancelled: the admin token is needed');
  expect(await body.innerText()).toBe(before);
  // The headers still describe the rows on screen: newest first, not by id.
  await expect(page.getByRole('columnheader', { name: 'visitTime' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('columnheader', { name: 'id', exact: true })).not.toHaveAttribute(
    'aria-sort',
  );
  await expect(sortById).toBeFocused();
});

test('admin: a search that matches nothing says No visits found', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('sessionId', { exact: true }).fill(`${RUN}-nobody`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'No visits found' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

import { API_URL, expect, test } from './support/fixtures';

/**
 * The visitor API's address is a run-time setting: the shell's server writes
 * its API_URL into every page, a standalone frame reads its host's
 * /site-settings.json, and the same build calls whatever address it is given.
 */

const STANDALONE_VISITORS = `http://localhost:${process.env.VISITORS_PORT ?? 3003}`;
const SETTINGS = /<script type="application\/json" id="site-settings">([^<]*)<\/script>/;

test("a page carries the address the shell's server runs with, and its calls go there", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/test-visitor')).text();
  expect(JSON.parse(SETTINGS.exec(html)?.[1] ?? 'null')).toEqual({
    apiUrl: API_URL,
    publicBaseUrl: 'http://localhost:3000',
  });

  const statistics = page.waitForRequest((asked) =>
    asked.url().startsWith(`${API_URL}/api/visitors/statistics`),
  );
  await page.goto('/test-visitor');
  await statistics;
  await expect(page.getByText(`API base address: ${API_URL}`)).toBeVisible();
});

test('the same build calls the address the page names: here the site’s own origin, as in production', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '').origin;
  expect(site).not.toBe(API_URL);
  // The page as a server with API_URL empty would send it: its settings name no other origin.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const settings = document.getElementById('site-settings');
      if (!settings) return;
      settings.textContent = '{"apiUrl":""}';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const asked: string[] = [];
  await page.route(`${site}/api/**`, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ json: { totalVisits: 7, todayVisits: 1, todayUniqueVisitors: 1 } });
  });

  await page.goto('/test-visitor');
  await expect(page.getByText(`API base address: ${site}`)).toBeVisible();
  await expect.poll(() => asked.some((url) => url.startsWith(`${site}/api/visitors/`))).toBe(true);
  await expect(page.getByLabel('Statistics')).toContainText('"totalVisits": 7');
});

test("the standalone visitor remote takes the address from its host's /site-settings.json", async ({
  page,
  request,
}) => {
  const file = await request.get(`${STANDALONE_VISITORS}/site-settings.json`);
  expect(await file.json()).toEqual({ apiUrl: API_URL });

  const settingsRead = page.waitForRequest(`${STANDALONE_VISITORS}/site-settings.json`);
  const statistics = page.waitForRequest((asked) =>
    asked.url().startsWith(`${API_URL}/api/visitors/statistics`),
  );
  await page.goto(`${STANDALONE_VISITORS}/test-visitor`);
  await settingsRead;
  await statistics;
  await expect(page.getByText(`API base address: ${API_URL}`)).toBeVisible();
});

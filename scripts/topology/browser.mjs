// A real browser on the public origin: Debian's Chromium with a desktop
// Chrome user agent (a headless one is a bot to the API), trusting only
// this run's certificate, noting every console error, script error and
// failed request of the page it keeps open.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { GEOLOCATION_URL } from './hosts.mjs';
import { CHROME_AGENT } from './load.mjs';

export async function openBrowser(certificate) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`],
  });
  const context = await browser.newContext({ userAgent: CHROME_AGENT });
  await context.route(GEOLOCATION_URL, (route) =>
    route.fulfill({
      json: { country_name: 'India', city: 'Patna' },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  return { browser, context };
}

/**
 * A page whose errors are collected in `errors`: console errors (hydration
 * mismatches, and every failed load, which Chromium logs there) and uncaught
 * errors.
 */
export async function watchedPage(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { page, errors };
}

/**
 * Follows the page's own link to `pathname` (a client-side navigation, which
 * loads that page's lazy chunks from the version the page was rendered with)
 * and waits until it is shown.
 */
export async function navigateInPage(page, pathname, heading) {
  const link = page.locator(`a[href="${pathname}"]`).first();
  if (!(await link.count())) throw new Error(`the page has no link to ${pathname}`);
  // A click in the page's own script: the link may sit in a closed menu.
  await link.evaluate((anchor) => anchor.click());
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
  await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
}

import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  expectEnforcedPolicy,
  policyOf,
  watchCspViolations,
  type SeenViolation,
} from './support/csp-violations';
import { pngOf } from './support/png';
import { runName, seedVisit } from './support/seed-visits';

/**
 * Every page of the site runs under its Content-Security-Policy without a
 * single violation in a real browser: the page as rendered and hydrated,
 * and the parts that load late or draw (the gallery's lightbox, the image
 * editor, the QR code, the analytics chart), with and without the service
 * worker, and the visitor remote on its own host.
 */

/** The standalone visitor remote's own address. */
const STANDALONE_VISITORS = 'http://localhost:3003';
const LANGUAGE_PREFIXES = ['', '/hi'];

/** A page's address in a language: the Hindi home page is /hi, not /hi/. */
const inLanguage = (prefix: string, pagePath: string) =>
  prefix && pagePath === '/' ? prefix : `${prefix}${pagePath}`;

/** Opens a page, checks its response carries an enforced policy that allows no eval, and returns it. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expectEnforcedPolicy(response, url);
  return response;
}

function expectNone(violations: SeenViolation[]) {
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

// Every page of the site, in both languages, loaded and hydrated under its
// policy without a violation: checked on the hydrated page the page-heads
// test loads for each (shell-page-heads.spec.ts), not by a second load.
test('the not-found page, in both languages, loads and hydrates without a CSP violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  for (const prefix of LANGUAGE_PREFIXES) {
    const missing = await page.goto(inLanguage(prefix, '/no-such-page'));
    expect(policyOf(missing)).toContain('script-src');
  }
  expectNone(await violations());
});

test('the gallery lightbox, the donate QR code and the image editor run without a CSP violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await open(page, '/gallery');
  await page.getByRole('button', { name: /Festivals, view 2/ }).click();
  await expect(page.getByRole('dialog', { name: 'Festivals, view 2' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();

  await open(page, '/donate');
  await page.getByRole('button', { name: '₹1,00,000' }).click();
  await expect(page.getByTestId('upi-qr')).toBeVisible();

  await open(page, '/tools/image-editor');
  const image = pngOf([
    [
      [255, 0, 0, 255],
      [0, 255, 0, 255],
    ],
  ]);
  await page
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByRole('img', { name: 'Preview of the edited image' })).toBeVisible();
  expectNone(await violations());
});

test('the analytics chart draws without a CSP violation', async ({ page }) => {
  const name = runName('csp');
  await seedVisit({
    browser: 'Chrome',
    operatingSystem: 'Linux',
    deviceType: 'desktop',
    pageVisited: `/${name}`,
    referrer: 'Direct',
    sessionId: `${name}-session`,
    screenResolution: '1920x1080',
    language: 'en-IN',
  });
  const violations = await watchCspViolations(page);
  await open(page, '/analytics?period=7d');
  const chart = page.getByRole('group', { name: /Chart of visits and unique visitors/ });
  await expect(chart.locator('canvas').first()).toBeVisible();
  expectNone(await violations());
});

/*
 * The standalone visitor remote's static host serves files only; its page
 * headers come from the proxy in front, which sends the site's policy. Here
 * the site's policy (as the shell's server sends it) is put on its pages the
 * same way, and they must run under it.
 */
test('the standalone visitor remote runs under the site’s policy without a CSP violation', async ({
  page,
  request,
}) => {
  const policy = policyOf(await request.get('/')) || '';
  expect(policy).toContain('script-src');
  await page.route(`${STANDALONE_VISITORS}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': policy },
    });
  });
  const violations = await watchCspViolations(page);
  for (const pagePath of ['/analytics', '/admin', '/test-visitor']) {
    await page.goto(`${STANDALONE_VISITORS}${pagePath}`);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  }
  expectNone(await violations());
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('pages saved and served by the service worker run without a CSP violation', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    for (const pagePath of ['/gallery', '/donate', '/']) {
      await page.goto(pagePath);
      await expect(page.locator('html[data-interactive]')).toBeAttached();
    }
    await page.reload();
    expectNone(await violations());
  });
});

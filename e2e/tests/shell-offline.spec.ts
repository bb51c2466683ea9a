import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures';

/**
 * The site after one visit online: installable, and the pilgrims' pages
 * open with no connection, in both languages.
 */
test.use({ serviceWorkers: 'allow' });

/** What one visit to the home page may download to save the essentials (compressed, as sent). */
const SAVED_BUDGET_BYTES = 1.5 * 1024 * 1024;

/** The bytes a server sends for a file to a browser accepting brotli. */
function transferredBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

async function visitOnceOnline(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', { timeout: 30_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect(page.locator('[data-offline-banner]')).toHaveText(
    'You are offline — showing saved pages.',
  );
}

test('the manifest passes Chromium’s installability checks', async ({ playwright }, testInfo) => {
  // Chromium never offers to install from a throw-away (incognito) profile: this test uses a real one.
  const profile = mkdtempSync(path.join(tmpdir(), 'pawapuri-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string }[];
    url: string;
  };
  expect(manifest.errors).toEqual([]);
  await expect
    .poll(
      async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((error) => error.errorId);
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('after one visit to the home page, the essential pages open offline in both languages', async ({
  page,
  context,
}) => {
  await visitOnceOnline(page);
  await goOffline(context, page);

  await page.goto('/jal-mandir');
  await expect(page.getByRole('heading', { level: 1, name: 'Jal Mandir' })).toBeVisible();
  await expect(page.locator('[data-offline-banner]')).toBeVisible();

  await page.goto('/cabs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cabs');
  const call = page.locator('a[href^="tel:"]').first();
  await expect(call).toBeVisible();

  await page.goto('/donate');
  const qr = page.getByTestId('upi-qr');
  // A click before the page has hydrated does nothing: tried again until the QR shows.
  await expect(async () => {
    await page.getByRole('button', { name: '₹1,00,000' }).click();
    await expect(qr).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // The sample's words, or (once content-donate.spec.ts has published a payee) its UPI link.
  const text = (await qr.getAttribute('data-qr-text')) ?? '';
  const upiId = (await page.getByTestId('upi-id').textContent()) ?? '';
  if (text.startsWith('upi://')) {
    expect(
      new URL(text.replace('upi://pay', 'https://upi.invalid/pay')).searchParams.get('pa'),
    ).toBe(upiId);
  } else {
    expect(text).toBe('SAMPLE – not a payment code');
  }

  await page.goto('/hi/jal-mandir');
  await expect(page.getByRole('heading', { level: 1, name: 'जल मंदिर' })).toBeVisible();
  // A saved copy: the banner also says when it was saved (shell-offline-saved-copy.spec.ts).
  await expect(page.locator('[data-offline-banner] p').first()).toHaveText(
    'आप ऑफ़लाइन हैं — सहेजे गए पृष्ठ दिखाए जा रहे हैं।',
  );

  // Another remote's page: its code was saved from its manifest, not from a visit.
  await page.goto('/tools/unit-converter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unit Converter');
  await expect(async () => {
    await page.getByLabel('From', { exact: true }).fill('1609.344');
    await page.getByLabel('To unit').selectOption('mile');
    await expect(page.locator('output#unit-to-value')).toHaveText('1', { timeout: 1_000 });
  }).toPass();
});

test('a page never saved shows the offline page, listing what is saved in both languages', async ({
  page,
  context,
}) => {
  await visitOnceOnline(page);
  await context.setOffline(true);
  await page.goto('/transport/trains');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await page.getByRole('link', { name: 'Cabs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cabs');
});

test('the visitor API is never answered from the cache', async ({ page, context }) => {
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(API_URL) && response.fromServiceWorker()) {
      fromWorker.push(response.url());
    }
  });
  await visitOnceOnline(page);
  await page.goto('/jal-mandir');
  await expect(page.getByRole('heading', { level: 1, name: 'Jal Mandir' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => url.startsWith(API_URL))).toEqual([]);
  expect(fromWorker).toEqual([]);

  await context.setOffline(true);
  const offlineAnswer = await page.evaluate(
    (api) =>
      fetch(`${api}/api/visitors/stats`).then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    API_URL,
  );
  expect(offlineAnswer).toBe('failed');
});

test('what is saved up front stays within its budget', async ({ page }) => {
  await visitOnceOnline(page);
  const caches = await page.evaluate(async () => {
    const byCache: Record<string, { urls: string[]; decoded: number }> = {};
    for (const name of await globalThis.caches.keys()) {
      const cache = await globalThis.caches.open(name);
      const requests = await cache.keys();
      let decoded = 0;
      for (const request of requests) {
        const response = await cache.match(request);
        decoded += response ? (await response.arrayBuffer()).byteLength : 0;
      }
      byCache[name] = { urls: requests.map((request) => request.url), decoded };
    }
    return byCache;
  });
  let total = 0;
  const figures: string[] = [];
  for (const [name, { urls, decoded }] of Object.entries(caches)) {
    // The precache's names carry a revision query (`?__WB_REVISION__=`); the server ignores it.
    const files = urls.filter((url) => !url.includes('__pawapuri-offline-saved'));
    const sent = (await Promise.all(files.map(transferredBytes))).reduce((a, b) => a + b, 0);
    total += sent;
    figures.push(`${name}: ${files.length} files, ${sent} B sent, ${decoded} B stored`);
  }
  console.info(`Saved for offline use:\n${figures.join('\n')}\ntotal sent: ${total} B`);
  expect(total).toBeLessThanOrEqual(SAVED_BUDGET_BYTES);
});

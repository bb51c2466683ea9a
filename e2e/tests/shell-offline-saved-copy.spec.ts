import type { BrowserContext, Page } from '@playwright/test';
import { API_URL, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { createKeeper, signedInHeaders } from './support/keepers';

/**
 * A saved copy says when it was saved, and the saved pages follow what the
 * keepers publish: the next visit online saves them again.
 */
test.use({ serviceWorkers: 'allow' });

/** Edited by this file alone, so no other test sees its phone number change. */
const STAY = 'mahavir-guest-house';

async function visitOnline(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  // Set once the worker has saved the essentials for the content this page shows.
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', '', { timeout: 30_000 });
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect(page.locator('[data-offline-banner]')).toContainText(
    'You are offline — showing saved pages.',
  );
}

test('a saved page shown offline says when it was saved, in both languages', async ({
  page,
  context,
}) => {
  await visitOnline(page);
  await goOffline(context, page);
  await page.reload();
  const banner = page.locator('[data-offline-banner]');
  await expect(banner).toContainText(
    /This copy was saved on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}, India time\./,
  );
  const savedAt = Date.parse(
    (await banner.locator('[data-saved-copy]').getAttribute('data-saved-copy')) ?? '',
  );
  expect(Math.abs(Date.now() - savedAt)).toBeLessThan(10 * 60_000);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/hi/jal-mandir');
  await expect(banner).toContainText(/यह प्रति .+ को \d{2}:\d{2} बजे \(भारतीय समय\) सहेजी गई थी।/);

  // A page never saved: the offline page lists what is, each with its saved time.
  await page.goto('/transport/trains');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  const home = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Home', exact: true }) });
  await expect(home).toContainText(/— saved \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} India time/);
  await expect(page.locator('section[lang="hi"] li').first()).toContainText(
    /— सहेजा गया: .+, \d{2}:\d{2} बजे \(भारतीय समय\)/,
  );
});

interface KeeperItem {
  draft: { revision: number; data: Record<string, unknown> };
}

/** Publishes a new phone number for the stay through the keepers' API, as the editor does. */
async function publishPhone(phone: string): Promise<void> {
  const headers = {
    'content-type': 'application/json',
    ...(await signedInHeaders(await createKeeper('editor', 'E2E offline editor'))),
  };
  const url = `${API_URL}/api/keepers/content/stay/${STAY}`;
  const item = (await (await fetch(url, { headers })).json()) as KeeperItem;
  const saved = await fetch(`${url}/draft`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      expectedRevision: item.draft.revision,
      data: { ...item.draft.data, phone },
    }),
  });
  expect(saved.status).toBe(200);
  const draft = (await saved.json()) as KeeperItem;
  const published = await fetch(`${url}/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ expectedRevision: draft.draft.revision }),
  });
  expect(published.status).toBe(200);
}

test('after a publish, the next visit online refreshes the saved pages', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await visitOnline(page);
  const phone = `+91 94311 ${String(Date.now() % 100_000).padStart(5, '0')}`;
  await publishPhone(phone);
  const started = Date.now();
  // The shell's server takes the new content within seconds (it asks the API again).
  await expect
    .poll(async () => (await (await page.request.get('/hotels')).text()).includes(phone), {
      timeout: 60_000,
    })
    .toBe(true);
  console.info(`the new phone number was in the server's pages after ${Date.now() - started} ms`);

  // A visit to the home page alone: the hotels page is saved again with it.
  await visitOnline(page);
  await goOffline(context, page);
  await page.goto('/hotels');
  await expect(page.locator('[data-saved-copy]')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Mahavir Guest House' })).toContainText(
    phone,
  );
});

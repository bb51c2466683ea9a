import type { Browser, Page } from '@playwright/test';
import {
  API_URL,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApi,
} from './support/fixtures';
import { createKeeper, signInThroughBrowser } from './support/keepers';
import { onceForThisRun, runName, seedVisit } from './support/seed-visits';

/*
 * The committee's read-only link: an owner makes it on the dashboard, the
 * committee opens it in a browser that never signed in and reads the
 * figures, and nothing else; a password is asked for; a revoke stops it at
 * once. The links keep this file's own page as their filter, so visits
 * other specs record in parallel never change the figures compared.
 */
const RUN = runName('share');
const SEEDED_PAGE = `/${RUN}`;
const SEEDED_VISITS = 3;
const PASSWORD = 'committee passphrase';

const seedAll = onceForThisRun(async () => {
  await waitForApi();
  for (let index = 0; index < SEEDED_VISITS; index += 1) {
    await seedVisit({
      browser: 'Chrome',
      operatingSystem: 'Android',
      deviceType: 'mobile',
      pageVisited: SEEDED_PAGE,
      referrer: 'https://web.whatsapp.com/',
      sessionId: `${RUN}-${index}`,
      screenResolution: '360x800',
      language: 'hi',
      country: 'India',
      city: 'Pawapuri',
    });
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

/** Makes a link on the owner's dashboard (filtered on this file's page); answers its address. */
async function createLink(page: Page, label: string, password = ''): Promise<string> {
  const panel = page.getByRole('region', { name: 'Share a read-only view' });
  await panel.getByLabel('Name of the link').fill(label);
  if (password) await panel.getByLabel('Password (optional, at least 8 characters)').fill(password);
  await panel.getByRole('checkbox', { name: /Keep the filters now in use/ }).check();
  await panel.getByRole('button', { name: 'Create link' }).click();
  const created = panel.getByRole('region', { name: 'Share link created' });
  const address = (await created.locator('code').textContent()) ?? '';
  expect(address).toMatch(/\/analytics\/shared#[A-Za-z0-9_-]{43}$/);
  await created.getByRole('button', { name: 'Done' }).click();
  return address;
}

/** A browser context that never signed in: no cookie, no storage. */
async function committeePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  return context.newPage();
}

const tokenOf = (address: string) => new URL(address).hash.slice(1);

test('the committee opens a share link without signing in, sees the figures and nothing more; a password is asked for; a revoke stops it at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const owner = await createKeeper('owner', 'E2E share owner');
  // The dashboard itself asks for no sign-in: the keeper signs in on the keeper page first.
  await signInThroughBrowser(page, owner);
  await page.goto(`/analytics?period=7d&page=${encodeURIComponent(SEEDED_PAGE)}`);
  const plainLabel = `Committee ${RUN}`;
  const lockedLabel = `Committee locked ${RUN}`;
  const plain = await createLink(page, plainLabel);
  const locked = await createLink(page, lockedLabel, PASSWORD);

  // Without sign-in: the dashboard's figures for the link's fixed page.
  const committee = await committeePage(browser);
  await committee.goto(`${plain.replace(/#.*/, '')}?period=7d#${tokenOf(plain)}`);
  await expect(
    committee.getByRole('heading', { level: 1, name: 'Visitor analytics (shared view)' }),
  ).toBeVisible();
  await expect(committee.getByText(plainLabel, { exact: false })).toBeVisible();
  await expect.poll(() => card(committee, 'Visits')).toBe(SEEDED_VISITS);
  await expect(committee.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await expect(committee.getByRole('button', { name: 'Monthly report (PDF)' })).toHaveCount(0);
  await expect(committee.getByRole('region', { name: 'Share a read-only view' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(committee);

  // The link's token opens no visit search, export or keeper call, and no keeper page.
  const token = { 'X-Share-Token': tokenOf(plain) };
  const search = await fetch(`${API_URL}/api/visitors/search`, {
    method: 'POST',
    headers: { ...token, 'content-type': 'application/json' },
    body: JSON.stringify({ page: 0, size: 10 }),
  });
  // Refused as a caller without a keeper's session (401), or as a cross-site call (403).
  expect([401, 403]).toContain(search.status);
  const exported = await fetch(`${API_URL}/api/visitors/export?format=csv`, { headers: token });
  expect(exported.status).toBe(401);
  const links = await fetch(`${API_URL}/api/keepers/share-links`, { headers: token });
  expect(links.status).toBe(401);
  await committee.goto('/admin');
  await expect(committee.getByLabel('Email address')).toBeVisible();
  await expect(committee.getByRole('table')).toHaveCount(0);

  // A password link asks for it, refuses a wrong one, opens with the right one.
  const second = await committeePage(browser);
  await second.goto(locked);
  const password = second.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  await expect(second.getByRole('listitem').filter({ hasText: 'Visits' })).toHaveCount(0);
  await password.fill('not the passphrase');
  await second.getByRole('button', { name: 'Open' }).click();
  await expect(second.getByText('That password is not right.')).toBeVisible();
  await password.fill(PASSWORD);
  await second.getByRole('button', { name: 'Open' }).click();
  await expect.poll(() => card(second, 'Visits')).toBe(SEEDED_VISITS);

  // Revoked on the owner's dashboard: the link stops at once.
  await page
    .getByRole('region', { name: 'Share a read-only view' })
    .getByRole('button', { name: `Revoke: ${plainLabel}` })
    .click();
  await expect(
    page.getByRole('listitem').filter({ hasText: plainLabel }).getByText('Revoked'),
  ).toBeVisible();
  const info = await fetch(`${API_URL}/api/shared/link`, { headers: token });
  expect(info.status).toBe(404);
  await committee.goto(plain);
  await expect(committee.getByRole('alert')).toContainText(
    'This share link was revoked or does not exist.',
  );
  await expect(committee.getByRole('listitem').filter({ hasText: 'Visits' })).toHaveCount(0);
  await committee.context().close();
  await second.context().close();
});

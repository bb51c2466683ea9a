import {
  API_URL,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApi,
} from './support/fixtures';
import { createKeeper, signInThroughBrowser } from './support/keepers';
import { onceForThisRun, runName, seedVisit } from './support/seed-visits';

// A listing of this file's own: the goal counts only this run's calls, so
// events other specs record in parallel never change the figures compared.
const RUN = runName('goals');
const SEEDED_PAGE = `/${RUN}`;
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
/** Calls per converting session: two sessions call, one of them twice. */
const CALLS = [2, 1];
const GOAL = `Called ${RUN}`;

async function seedCall(sessionId: string, index: number): Promise<void> {
  const response = await fetch(`${API_URL}/api/visitors/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_AGENT },
    body: JSON.stringify({
      name: 'call',
      pageVisited: SEEDED_PAGE,
      sessionId,
      eventId: `${sessionId}-call-${index}`.replace(/[^A-Za-z0-9_-]/g, '_').padEnd(24, '0'),
      properties: { listing: RUN },
    }),
  });
  expect(response.status).toBe(201);
}

const seedAll = onceForThisRun(async () => {
  await waitForApi();
  // Three sessions visit the page; the first two call.
  for (let session = 0; session < 3; session += 1) {
    const sessionId = `${RUN}-${session}`;
    await seedVisit({
      browser: 'Chrome',
      operatingSystem: 'Android',
      deviceType: 'mobile',
      pageVisited: SEEDED_PAGE,
      referrer: session === 0 ? 'https://web.whatsapp.com/' : 'Direct',
      sessionId,
      screenResolution: '360x800',
      language: 'hi',
      country: 'India',
      city: 'Pawapuri',
    });
    for (let call = 0; call < (CALLS[session] ?? 0); call += 1) await seedCall(sessionId, call);
  }
});

test.beforeAll(seedAll);

test('an analyst adds a goal, reads its figures, filters by it and removes it', async ({
  page,
}) => {
  await signInThroughBrowser(page, await createKeeper('analyst', 'E2E goals analyst'));
  await page.goto(`/analytics?page=${encodeURIComponent(SEEDED_PAGE)}`);
  const editor = page.getByRole('region', { name: 'Define goals' });
  await expect(editor.getByLabel('Name')).toBeVisible();

  // The API's refusal is shown at the field it names.
  await editor.getByLabel('Name').fill(GOAL);
  await editor.getByLabel('An event').check();
  await editor.getByLabel('Event', { exact: true }).selectOption('call');
  await editor.getByLabel('Property (optional, such as listing)').fill('listing');
  await editor.getByRole('button', { name: 'Add goal' }).click();
  const value = editor.getByLabel('Value of the property');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByRole('alert')).toContainText('value');

  await value.fill(RUN);
  await editor.getByRole('button', { name: 'Add goal' }).click();
  await expect(editor.getByRole('status')).toHaveText(`Goal “${GOAL}” added.`);

  const goals = page.getByRole('region', { name: 'Goals', exact: true });
  const row = goals.getByRole('row').filter({ hasText: GOAL });
  // Unique conversions, then total: two sessions called, three calls in all.
  await expect(row.getByRole('cell').nth(0)).toContainText('2');
  await expect(row.getByRole('cell').nth(1)).toContainText('3');
  await expect(page.getByRole('region', { name: 'Events' })).toContainText('Calls (phone links)');
  await expectNoSeriousA11yViolations(page);

  await goals.getByRole('button', { name: `Filter by goal: ${GOAL}` }).click();
  const chip = page.getByRole('button', { name: `Remove filter Goal: ${GOAL}` });
  await expect(chip).toBeVisible();
  await expect(page).toHaveURL(/[?&]goal=\d+/);
  // Only the two sessions that called are left: two visits of the page.
  const visitsCard = page.getByRole('listitem').filter({
    has: page.getByText('Visits', { exact: true }),
  });
  await expect(visitsCard.locator('strong')).toHaveText('2');
  await page.reload();
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).not.toHaveURL(/[?&]goal=/);
  await expect(visitsCard.locator('strong')).toHaveText('3');

  await editor.getByRole('button', { name: `Remove goal ${GOAL}` }).click();
  await editor.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(editor.getByRole('status')).toHaveText(`Goal “${GOAL}” removed.`);
  await expect(goals.getByRole('row').filter({ hasText: GOAL })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

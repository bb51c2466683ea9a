import type { Page } from '@playwright/test';
import { API_URL, expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { createKeeper, signInThroughBrowser } from './support/keepers';

/*
 * A keeper edits the site's facts: a hotel's phone number and a temple's
 * evening hours, published, then seen in the public content; a restore
 * brings the old number back. One item of each kind is edited by this file
 * alone, so parallel files never race on them.
 */
const HOTEL = 'pawapuri-residency';
const TEMPLE = 'jal-mandir';
const NEW_PHONE = '+91 94310 55555';
const NEW_CLOSE = '20:45';

interface PublicContent {
  version: number;
  stays: { id: string; phone: string; revision: number }[];
  places: { id: string; hours: Record<string, { evening: { closes: string } | null }> | null }[];
}

const publicContent = async (): Promise<PublicContent> =>
  (await (await fetch(`${API_URL}/api/content`)).json()) as PublicContent;

const hotelPhone = async () => (await publicContent()).stays.find((s) => s.id === HOTEL)?.phone;

async function openItem(page: Page, kind: string, id: string) {
  await page.goto(`/admin/content?item=${encodeURIComponent(`${kind}/${id}`)}`);
  await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
}

test('a keeper changes a hotel phone and a temple’s evening hours, publishes them, and restores the old number', async ({
  page,
}) => {
  const oldPhone = await hotelPhone();
  expect(oldPhone).toBeTruthy();
  const editor = await createKeeper('editor', 'E2E content editor');
  await signInThroughBrowser(page, editor, '/admin/content');
  await expect(page.getByRole('heading', { name: 'Places to stay' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The hotel's phone number.
  await openItem(page, 'stay', HOTEL);
  const phone = page.getByLabel('Phone number');
  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published as revision' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(NEW_PHONE);
  await expectNoSeriousA11yViolations(page);

  // The temple's evening hours, every day.
  await openItem(page, 'place', TEMPLE);
  for (const day of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]) {
    await page.getByLabel(`${day}, Evening: Closes`).fill(NEW_CLOSE);
  }
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published as revision' })).toBeVisible();

  // The public answer has both within seconds (the public pages read it).
  const started = Date.now();
  await expect.poll(hotelPhone, { timeout: 30_000 }).toBe(NEW_PHONE);
  await expect
    .poll(
      async () =>
        (await publicContent()).places.find((p) => p.id === TEMPLE)?.hours?.mon?.evening?.closes,
      { timeout: 30_000 },
    )
    .toBe(NEW_CLOSE);
  console.info(`published facts in the public content after ${Date.now() - started} ms`);

  // History: the change field by field, then a restore of the revision before.
  await openItem(page, 'stay', HOTEL);
  const history = page.getByRole('region', { name: 'History' });
  const latest = history.getByRole('listitem').first();
  await latest.getByRole('button', { name: /^Show changes of revision/ }).click();
  await expect(latest.getByRole('row', { name: /phone/ })).toContainText(NEW_PHONE);
  await history
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: /^Restore revision/ })
    .click();
  await expect(page.getByText(/is published again, as revision/)).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(oldPhone as string);
  await expect.poll(hotelPhone, { timeout: 30_000 }).toBe(oldPhone);
});

test('at 360 px the English and Hindi inputs stack, and the page scrolls only down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const editor = await createKeeper('editor', 'E2E phone editor');
  await signInThroughBrowser(page, editor, '/admin/content');
  await openItem(page, 'stay', 'lotus-lodge');
  const english = await page.getByLabel('Name · English').boundingBox();
  const hindi = await page.getByLabel('Name · हिन्दी (Hindi)').boundingBox();
  expect(hindi!.y).toBeGreaterThan(english!.y + english!.height - 1);
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await expectNoSeriousA11yViolations(page);
});

test('an analyst is not offered the editor', async ({ page }) => {
  const analyst = await createKeeper('analyst', 'E2E content analyst');
  await signInThroughBrowser(page, analyst, '/admin/content');
  await expect(page.getByText('Only editors and owners edit the site’s content.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Site content' })).toHaveCount(0);
});

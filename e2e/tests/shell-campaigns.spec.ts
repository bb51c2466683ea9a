import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

const CAMPAIGN = { utmSource: 'whatsapp', utmMedium: 'group', utmCampaign: 'diwali-2026' };

test('a tagged link: the campaign goes with every visit of the session and leaves the address bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const tracked: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/visitors/track')) {
      tracked.push(request);
    }
  });
  await page.goto('/about?utm_source=whatsapp&utm_medium=group&utm_campaign=diwali-2026#history');
  await expect.poll(() => tracked.length).toBe(1);
  // The address is clean again, its fragment kept, and the page still works.
  await expect(page).toHaveURL(/\/about#history$/);
  expect(tracked[0]!.postDataJSON()).toMatchObject({ pageVisited: '/about', ...CAMPAIGN });

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Gallery' }).click();
  await expect.poll(() => tracked.length).toBe(2);
  expect(tracked[1]!.postDataJSON()).toMatchObject({ pageVisited: '/gallery', ...CAMPAIGN });
  await page.goBack();
  await expect(page).toHaveURL(/\/about#history$/);
});

test('a link without a campaign sends none', async ({ page }) => {
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/visitors/track'),
  );
  await page.goto('/about');
  expect(Object.keys((await request).postDataJSON() as object)).not.toContain('utmSource');
});

import { test, expect } from './support/fixtures';
import { SITE_PAGES } from './support/routes';

test.describe('every route renders inside the layout', () => {
  for (const path of SITE_PAGES) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText(/page not found|unavailable/i);
      await expect(page).toHaveTitle(/Pawapuri/);
    });
  }

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path under a remote shows the 404 page too', async ({ page }) => {
    await page.goto('/tools/no-such-tool');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

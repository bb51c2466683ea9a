import { test, expect } from './support/fixtures';

// Every route rendering inside the layout, in both languages, is checked on
// the hydrated page of shell-page-heads.spec.ts (one load per page and language).
test.describe('unknown routes render inside the layout', () => {
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

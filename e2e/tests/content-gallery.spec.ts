import { test, expect } from './support/fixtures';

test('gallery: filter, open the lightbox, close with Escape', async ({ page }) => {
  await page.goto('/gallery');
  const grid = page.getByRole('main').getByRole('list');
  // The site's 23 drawings (a photograph another test publishes goes in an album they lack).
  await expect(grid.getByRole('listitem').filter({ hasNot: page.locator('picture') })).toHaveCount(
    23,
  );

  await page.getByRole('button', { name: 'Festivals', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Festivals', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(grid.getByRole('listitem')).toHaveCount(2);

  const thumb = page.getByRole('button', { name: /Festivals, view 2/ });
  await thumb.click();
  await expect(page.getByRole('dialog', { name: 'Festivals, view 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumb).toBeFocused();

  await thumb.click();
  await page.getByRole('dialog').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

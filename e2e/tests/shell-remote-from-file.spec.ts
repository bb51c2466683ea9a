import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { changeRemotesFile } from './support/remotes-file';

/**
 * A remote the shell was never built with (e2e/fixtures/remote-guide), served
 * from a made-up origin that the site's REMOTE_ORIGINS allows (scripts/e2e-server.mjs).
 */
const FIXTURE = path.join(__dirname, '../fixtures/remote-guide');
const ORIGIN = 'http://guide-remote.test';
const description = JSON.parse(readFileSync(path.join(FIXTURE, 'remote.json'), 'utf8')) as {
  name: string;
  pages: { path: string; description?: { en: string } }[];
  nav: unknown[];
};

test('the shell composes a remote it learns about only from remotes.json', async ({ page }) => {
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      path: path.join(FIXTURE, 'dist', new URL(route.request().url()).pathname),
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );
  await changeRemotesFile(page, (file) => {
    file[description.name] = {
      manifest: `${ORIGIN}/mf-manifest.json`,
      pages: description.pages,
      nav: description.nav,
    };
  });

  await page.goto('/');
  const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
  await mainNav.getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/guide\/walks$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Walks around the Jal Mandir' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Walks' })).toBeVisible();
  await expect(page).toHaveTitle('Walks around the Jal Mandir · Pawapuri');

  // A page added to the remote is one entry in its remote.json, shown by its component.
  await page.goto('/guide/boats');
  const boats = description.pages.find((each) => each.path === '/guide/boats');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Boats' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(boats?.description?.en ?? 'no description');
  await expect(page).toHaveTitle('Boats · Pawapuri');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    boats?.description?.en ?? 'no description',
  );
  await page.goto('/guide/walks');

  await page.getByRole('link', { name: /हिन्दी/ }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'मुख्य नेविगेशन' })
      .getByRole('link', { name: 'मार्गदर्शिका' }),
  ).toBeVisible();

  // An unknown path under its pages: the remote shows the shell's 404 page.
  await page.goto('/hi/guide/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'पृष्ठ नहीं मिला' })).toBeVisible();
});

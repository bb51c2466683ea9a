import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { changeRemotesFile } from './support/remotes-file';

/**
 * Serves remotes.json (inlined in the page and fetched) with `change` applied,
 * until `restore()`; and collects the page's console errors.
 */
async function editRemotesFile(page: Page, change: (file: Record<string, unknown>) => void) {
  let edited = true;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await changeRemotesFile(page, change, () => edited);
  return { errors, restore: () => void (edited = false) };
}

const unavailable = (page: Page) =>
  page.getByRole('heading', { name: 'This section is unavailable' });
const pageHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 }).first();

test.describe('a bad remotes.json entry breaks only its remote', () => {
  test('without remote_tools: home, temples and admin work; the tools show the fallback', async ({
    page,
  }) => {
    const { errors, restore } = await editRemotesFile(page, (file) => delete file.remote_tools);

    for (const path of ['/', '/jal-mandir', '/admin']) {
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      await expect(pageHeading(page)).not.toHaveText(/unavailable|not found/i);
    }

    await page.goto('/tools/unit-converter');
    await expect(unavailable(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Tools' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Total visitors');
    expect(errors).toContainEqual(
      expect.stringContaining('remotes.json: the entry "remote_tools" is wrong: it is missing.'),
    );

    // The entry is put back: Try again reads remotes.json afresh and shows the page.
    restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(unavailable(page)).toHaveCount(0);
    await expect(pageHeading(page)).toHaveText(/unit converter/i);
  });

  test('a malformed remote_visitors entry: its pages show the fallback, the rest works', async ({
    page,
  }) => {
    const { errors } = await editRemotesFile(page, (file) => {
      file.remote_visitors = { manifest: 42 };
    });

    await page.goto('/admin');
    await expect(unavailable(page)).toBeVisible();
    expect(errors).toContainEqual(
      expect.stringContaining('the entry "remote_visitors" is wrong: its manifest must be'),
    );

    await page.goto('/tools/unit-converter');
    await expect(pageHeading(page)).toHaveText(/unit converter/i);
    await page.goto('/gallery');
    await expect(pageHeading(page)).toBeVisible();
    await expect(unavailable(page)).toHaveCount(0);
  });
});

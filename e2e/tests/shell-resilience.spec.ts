import { remoteFiles } from './support/deployed';
import { test, expect } from './support/fixtures';

test.describe('a section that is down does not take the site down', () => {
  test('content remote blocked: home shows the fallback, tools and footer still work', async ({
    page,
    trackLog,
  }) => {
    let blocked = true;
    await page.route(`${remoteFiles('remote_content')}/**`, (route) =>
      blocked ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Total visitors');

    await page.goto('/tools/unit-converter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(0);
    await expect.poll(() => trackLog.pages()).toContain('/tools/unit-converter');

    // The remote comes back: a retry shows the page. (Its scripts were preloaded by the
    // page's HTML and failed, so the retry reloads the page to ask the network afresh.)
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('a remote entry that fails to load once is loaded by a retry: no unavailable notice', async ({
    page,
  }) => {
    await page.goto('/tools/unit-converter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // From here on, the first request for remote_content's entry fails, as on a weak signal.
    const entryRequests: string[] = [];
    await page.route(`${remoteFiles('remote_content')}/**/remoteEntry.js`, (route) => {
      entryRequests.push(route.request().url());
      return entryRequests.length === 1 ? route.abort('connectionrefused') : route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Jal Mandir' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Jal Mandir',
    );
    // The failed one, then the page's check that the file is whole, and the try that loaded it.
    expect(entryRequests.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toHaveCount(0);
  });

  test('API down: the site renders and the footer count says it is not known, never 0', async ({
    page,
  }) => {
    await page.route('http://localhost:8080/**', (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('footer-visitor-count')).toHaveText('—');
  });
});

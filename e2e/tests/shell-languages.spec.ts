import { test, expect } from './support/fixtures';

/** Every page has an English address and a Hindi one under /hi. */
test.describe('addresses in two languages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a Hindi address shows the page in Hindi, and EN moves to its English address', async ({
    page,
  }) => {
    await page.goto('/hi/jal-mandir');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'जल मंदिर' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('जल मंदिर · पावापुरी');

    const heading = await main.getByRole('heading', { level: 1 }).elementHandle();
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/jal-mandir$/);
    expect(new URL(page.url()).pathname).toBe('/jal-mandir');
    await expect(main.getByRole('heading', { level: 1, name: 'Jal Mandir' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Jal Mandir · Pawapuri');
    // The same page, re-worded rather than rebuilt.
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  });

  test('links followed while in Hindi stay under /hi', async ({ page }) => {
    await page.goto('/hi/jal-mandir');
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('link', { name: 'चित्र दीर्घा' }).click();
    await expect(page).toHaveURL(/\/hi\/gallery$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'चित्र दीर्घा',
    );
    await sidebar.getByRole('link', { name: 'मुख्य पृष्ठ' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('a visit to a Hindi address is recorded under the page’s own path', async ({
    page,
    trackLog,
  }) => {
    await page.goto('/hi/jal-mandir');
    await expect.poll(() => trackLog.pages()).toEqual(['/jal-mandir']);
    // Switching language is not a new page.
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/jal-mandir$/);
    await page.getByRole('complementary').getByRole('link', { name: 'Gallery' }).click();
    await expect.poll(() => trackLog.pages()).toEqual(['/jal-mandir', '/gallery']);
  });

  test('the switch to हिं is remembered: an English address then moves to Hindi', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await page.getByRole('link', { name: /हिन्दी/ }).click();
    await expect(page).toHaveURL(/\/hi\/gallery$/);
    await page.goto('/jal-mandir?from=link');
    await expect(page).toHaveURL(/\/hi\/jal-mandir\?from=link$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('जल मंदिर');
  });

  test('a first-time visitor gets the language of the address', async ({ page }) => {
    await page.goto('/jal-mandir');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Jal Mandir',
    );
    await expect(page).toHaveURL(/\/jal-mandir$/);
  });

  test('an unknown Hindi address shows the 404 page in Hindi', async ({ page }) => {
    await page.goto('/hi/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'पृष्ठ नहीं मिला' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});

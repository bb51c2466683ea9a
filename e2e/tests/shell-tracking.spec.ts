import { test, expect } from './support/fixtures';

test.describe('route tracking', () => {
  test('the first load records exactly one visit', async ({ page, trackLog }) => {
    await page.goto('/gallery');
    await expect.poll(() => trackLog.pages()).toEqual(['/gallery']);
    // Give a duplicate time to show up if there were one.
    await page.waitForTimeout(1000);
    expect(trackLog.pages()).toEqual(['/gallery']);
  });

  test('every route change records one visit, none lost when fast', async ({ page, trackLog }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect.poll(() => trackLog.pages()).toEqual(['/']);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Gallery' }).click();
    await sidebar.getByRole('link', { name: 'About' }).click();
    await sidebar.getByRole('link', { name: 'Donate' }).click();
    await sidebar.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => trackLog.pages()).toEqual(['/', '/gallery', '/about', '/donate', '/']);
  });

  test('a page left while its code was still loading counts as a visit', async ({
    page,
    trackLog,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect.poll(() => trackLog.pages()).toEqual(['/']);
    // The Donate page's code arrives only once the visitor has moved on.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/donate\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Donate' }).click();
    await sidebar.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
    release();
    await expect.poll(() => trackLog.pages()).toEqual(['/', '/donate', '/about']);
  });

  test('a visit carries the whole tracking record', async ({ page }) => {
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/visitors/track'),
    );
    await page.goto('/about');
    const body = (await request).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      pageVisited: '/about',
      referrer: 'Direct',
      country: 'India',
      city: 'Pawapuri',
    });
    // Browser, system and device are the API's to name, from the request's User-Agent.
    for (const field of ['browser', 'operatingSystem', 'deviceType'])
      expect(body).not.toHaveProperty(field);
    expect(body.screenResolution).toMatch(/^\d+x\d+$/);
    expect(body.sessionId).toMatch(/^\d{13}-[a-z0-9]{10}$/);
    // The visit's idempotency key: a UUID v4 (localhost is a secure context).
    expect(body.visitId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const stored = await page.evaluate(() => sessionStorage.getItem('visitorSessionId'));
    expect(stored).toBe(body.sessionId);
    // The API takes the record as the browser sent it (content type, fields, charset).
    expect((await (await request).response())?.status()).toBe(201);
  });
});

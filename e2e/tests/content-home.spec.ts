import { test, expect } from './support/fixtures';

test.describe('home', () => {
  test('the carousel advances on its own every 5 s', async ({ page }) => {
    // The page's clock is stopped once the carousel runs and moved on by
    // half seconds, so the turns come at once instead of being waited for.
    // (react-slick turns every autoplaySpeed + 50 ms, and counts again after a
    // slide's image loads: a turn within 8 s, as a visitor would see it.)
    await page.clock.install();
    await page.goto('/');
    // The carousel's code is fetched when its first turn is due, 5 s after the page is ready.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.clock.runFor(5_000);
    const current = page.locator('.slick-slide.slick-current');
    await expect(current).toHaveAttribute('data-index', '0');
    // Loaded in the browser (not only the server's HTML): the endless loop's copies are there.
    await expect(page.locator('.slick-cloned').first()).toBeAttached();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    for (const [from, to] of [
      ['0', '1'],
      ['1', '2'],
    ] as const) {
      for (let ran = 0; ran < 8_000 && (await current.getAttribute('data-index')) === from; ) {
        await page.clock.runFor(500);
        ran += 500;
      }
      await expect(current).toHaveAttribute('data-index', to);
    }
  });

  test("the first slide's image comes in the server's document and paints without a request of its own", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml,[^"]+"[^>]+fetchpriority="high"/i);
    await page.goto('/');
    // Once loaded, the carousel adds copies of slides around them (its endless
    // loop), so the slide is found by its source, not its place.
    const inlined = page
      .getByTestId('carousel-slide')
      .locator('img[src^="data:image/svg+xml,"]')
      .first();
    await expect
      .poll(() => inlined.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(640);
  });

  test('shows the statistics panel, two site notices, four features and the plan buttons', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('stat-totalVisits')).toHaveText(/^[\d,]+$/);
    await expect(page.locator('[data-ad-size]')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'See the gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
    await expect(page.getByRole('link', { name: 'Support this site' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });
});

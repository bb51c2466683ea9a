import { test, expect } from './support/fixtures';
import { SITE_PAGES } from './support/routes';

/**
 * On a phone (390 px) no page is wider than the screen: a wide table or a
 * long line scrolls inside its own box, never the whole page sideways.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of SITE_PAGES) {
  test(`${path} fits a 390 px screen`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, `${path} is ${widths.page} px wide`).toBeLessThanOrEqual(widths.screen);
  });
}

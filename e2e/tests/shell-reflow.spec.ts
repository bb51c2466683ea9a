import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * One page of each template: the home page, a written page, the privacy
 * notice, the donate page, the accessibility statement with its form, a
 * tools page and the keepers' admin page (its sign-in form).
 */
const TEMPLATES = ['/', '/about', '/privacy', '/donate', '/accessibility', '/admin'];

/** How far the page scrolls sideways, in CSS pixels (0: it reflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('reflow at 320 CSS pixels (WCAG 1.4.10): no sideways scrolling', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of TEMPLATES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflow(page)).toBe(0);
    });
  }
});

test.describe('text at 200 % (WCAG 1.4.4) on a phone: nothing cut off or scrolled sideways', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  for (const path of TEMPLATES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Text-only zoom, as a browser's text-size setting does: the root font size doubled.
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      expect(await overflow(page)).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });
  }
});

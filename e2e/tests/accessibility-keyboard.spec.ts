import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { createKeeper, signInThroughBrowser } from './support/keepers';

/**
 * Keyboard alone, one page of each template: Tab walks every control of the
 * page in order, and each one, when it has the focus, shows it (an outline
 * or a ring drawn by box-shadow), and the focus never falls back to the
 * page's body while walking (WCAG 2.1.1, 2.4.7).
 */
const TEMPLATES = [
  '/',
  '/jal-mandir',
  '/jal-mandir/history',
  '/gallery',
  '/hotels',
  '/festivals',
  '/donate',
  '/privacy',
  '/accessibility',
  '/tools/unit-converter',
  '/tools/image-editor',
];
const KEEPER_TEMPLATES = [
  '/admin',
  '/admin/keepers',
  '/admin/content',
  '/admin/my-data',
  '/analytics',
];

/** What has the focus now, and whether it shows it. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { where: 'body', shown: false, again: false };
    // Each element is known by itself, not its text: two "Open in Maps" links are two controls.
    const seen = ((window as { __tabbed?: WeakSet<Element> }).__tabbed ??= new WeakSet());
    const again = seen.has(element);
    seen.add(element);
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText ??
      ''
    )
      .trim()
      .slice(0, 40)}"`;
    return { where, shown: outline || ring, again };
  });
}

/**
 * Tabs through the page from its start until the focus comes back round:
 * the controls whose focus is not shown, or a fall to the body; and how many
 * controls were reached (a page with almost none reached is a fault too).
 */
async function walk(page: Page, path: string, steps = 120): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const faults: string[] = [];
  let reached = 0;
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    const { where, shown, again } = await focusState(page);
    if (where === 'body') {
      // Past the last control the browser's own interface takes the focus: the walk is over.
      if (reached > 0) break;
      continue;
    }
    if (again) break;
    reached += 1;
    if (!shown) faults.push(`${path}: ${where} has the focus and does not show it`);
  }
  if (reached < 5) faults.push(`${path}: only ${reached} controls reached by Tab`);
  return faults;
}

for (const path of TEMPLATES) {
  test(`keyboard alone on ${path}: every control shows its focus`, async ({ page }) => {
    expect(await walk(page, path)).toEqual([]);
  });
}

test('keyboard alone on the keeper pages: every control shows its focus', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughBrowser(page, await createKeeper('owner', 'E2E keyboard owner'));
  const faults: string[] = [];
  for (const path of KEEPER_TEMPLATES) faults.push(...(await walk(page, path)));
  expect(faults).toEqual([]);
});

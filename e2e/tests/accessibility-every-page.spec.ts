import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { createKeeper, signInThroughBrowser } from './support/keepers';
import { SITE_PAGES, pagesOf } from './support/routes';

/**
 * axe-core on every page of the site (each remote's remote.json lists them,
 * so a new page is checked without a change here), in English and Hindi, at
 * a phone's 360 px and a desktop's 1280 px: no violation of any impact.
 * Keeper pages are checked signed in as an owner, who sees every panel.
 * One load per page and language; the width changes under the loaded page.
 */
const KEEPER_PAGES = new Set(pagesOf('remote_visitors'));
const WIDTHS = [360, 1280] as const;
const LANGUAGES = ['en', 'hi'] as const;

const address = (path: string, language: 'en' | 'hi') =>
  language === 'en' ? path : `/hi${path === '/' ? '' : path}`;

/** Every violation axe finds on the page as it is now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}) ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`,
  );
}

async function checkPages(
  page: Page,
  paths: readonly string[],
  language: 'en' | 'hi',
): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    const url = address(path, language);
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Hydrated and every panel loaded: what axe reads is what the visitor uses.
    await page.waitForLoadState('networkidle');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      found.push(...(await violations(page, `${url} at ${width} px`)));
    }
  }
  return found;
}

// One test per language and side, so the suite's workers share them.
for (const language of LANGUAGES) {
  test(`every public page in ${language}, 360 and 1280 px: no axe violation of any impact`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const paths = SITE_PAGES.filter((path) => !KEEPER_PAGES.has(path));
    expect(await checkPages(page, paths, language)).toEqual([]);
  });

  test(`every keeper page in ${language}, signed in as an owner, 360 and 1280 px: no axe violation of any impact`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInThroughBrowser(page, await createKeeper('owner', `E2E axe owner ${language}`));
    expect(await checkPages(page, [...KEEPER_PAGES], language)).toEqual([]);
  });
}

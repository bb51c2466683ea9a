import { test as base, expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const API_URL = process.env.API_URL ?? 'http://localhost:8080';

/** What the geolocation lookup answers in tests (the real service is not reachable here). */
export const TEST_LOCATION = { country_name: 'India', city: 'Pawapuri' };

export interface TrackLog {
  /** Pages of the POST /api/visitors/track requests sent so far, in order. */
  pages(): string[];
}

/**
 * Every test: the third-party location lookup answered locally, and a log
 * of the visits the page records.
 */
export const test = base.extend<{ trackLog: TrackLog }>({
  /**
   * After opening a page the server rendered, waits until React has taken it
   * over: before that its text is there but typing and clicks do nothing
   * (a person would not be fast enough to notice; a test is).
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && (await page.locator('#root[data-server-rendered]').count()) > 0) {
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await provide(page);
  },
  trackLog: [
    async ({ page }, use) => {
      await page.route(/ipapi\.co/, (route) => route.fulfill({ json: TEST_LOCATION }));
      const tracked: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/visitors/track')) {
          tracked.push(request);
        }
      });
      await use({
        pages: () =>
          tracked.map((request) => (request.postDataJSON() as { pageVisited: string }).pageVisited),
      });
    },
    { auto: true },
  ],
});

export { expect };

/** Fails on any axe-core violation of serious or critical impact. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`),
  ).toEqual([]);
}

/** Waits until the visitor API answers its health check. */
export async function waitForApi(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${API_URL}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The visitor API did not answer at ${API_URL}/health`);
}

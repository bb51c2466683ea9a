import { expect, type Page, type Response } from '@playwright/test';

/** One CSP violation as the page saw it (a `securitypolicyviolation` event or a console error). */
export interface SeenViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Omit<SeenViolation, 'page'>[];
  }
}

/** Chromium's console wording when it blocks something under a policy. */
const CONSOLE_CSP =
  /Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame)/i;

/**
 * Records every CSP violation on the page from before its first script
 * runs: the DOM events (through an init script, so violations during
 * hydration are caught) and the console errors Chromium writes for them,
 * including those of workers that raise no DOM event.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<SeenViolation[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__cspViolations?.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
        });
      },
      true,
    );
  });
  const fromConsole: SeenViolation[] = [];
  const remember = (text: string) => {
    if (CONSOLE_CSP.test(text)) {
      fromConsole.push({
        page: page.url(),
        directive: 'console',
        blocked: '',
        source: text.slice(0, 300),
      });
    }
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') remember(message.text());
  });
  page.on('pageerror', (error) => remember(error.message));
  return async () => {
    const events = await page
      .evaluate(() => window.__cspViolations ?? [])
      .catch(() => [] as Omit<SeenViolation, 'page'>[]);
    return [...events.map((event) => ({ page: page.url(), ...event })), ...fromConsole];
  };
}

/** The policy a page's response carries (enforced, not report-only). */
export function policyOf(response: Pick<Response, 'headers'> | null): string {
  return response?.headers()['content-security-policy'] ?? '';
}

/** Checks a page's answer: below 400, with an enforced policy that allows no eval and no framing. */
export function expectEnforcedPolicy(response: Response | null, url: string): void {
  expect(response?.status(), url).toBeLessThan(400);
  const policy = policyOf(response);
  expect(policy, `${url} has a Content-Security-Policy header`).toContain('script-src');
  expect(policy, url).not.toContain("'unsafe-eval'");
  expect(policy, url).toMatch(/frame-ancestors 'none'/);
}

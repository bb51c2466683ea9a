import type { Page } from '@playwright/test';

type RemotesFile = Record<string, unknown>;

const SHELL = 'http://localhost:3000';

/** The copy of remotes.json the server inlines into the shell's pages. */
export const INLINED = /(<script type="application\/json" id="remotes">)([\s\S]*?)(<\/script>)/;

/**
 * Every page of this tab starts with `text` as its inlined remotes.json, or
 * with none when `text` is null (as on a plain static host). The element is
 * changed as the parser adds it, before the shell's deferred script reads it.
 * (Routing the document itself would make Chromium treat the page as public
 * and refuse its requests to the remotes on localhost.)
 */
export async function replaceInlinedRemotes(page: Page, text: string | null): Promise<void> {
  await page.addInitScript((replacement: string | null) => {
    new MutationObserver((records, observer) => {
      for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
        if (!(node instanceof HTMLScriptElement) || node.id !== 'remotes') continue;
        if (replacement === null) node.remove();
        else node.textContent = replacement;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, text);
}

/**
 * Serves remotes.json with `change` applied: the copy inlined into every
 * page of the tab, and the fetched /remotes.json (a retry reads it) while
 * `active()` says so.
 */
export async function changeRemotesFile(
  page: Page,
  change: (file: RemotesFile) => void,
  active: () => boolean = () => true,
): Promise<void> {
  const served = (await (await page.request.get(`${SHELL}/remotes.json`)).json()) as RemotesFile;
  change(served);
  await replaceInlinedRemotes(page, JSON.stringify(served));
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const file = (await response.json()) as RemotesFile;
    if (active()) change(file);
    await route.fulfill({ response, json: file });
  });
}

import { resetContentRefresh } from './content-refresh';
import { readInlinedContent } from './inlined-content';
import { SEED_CONTENT, type PublishedContent } from './published-content';
import type { SiteContentState } from './site-content-state';

interface Store {
  /** What the page was rendered with (hydration reads this one). */
  initial: SiteContentState;
  current: SiteContentState;
  listeners: Set<() => void>;
}

type Page = typeof globalThis & { [key: symbol]: Store | undefined };
const KEY = Symbol.for('pawapuri.siteContentStore');

/**
 * The browser's one copy of the content, shared by every app on the page
 * although each bundles its own copy of this package (kept under a global
 * symbol). It starts from the copy inlined in the page, else the seed.
 */
function store(): Store {
  const page = globalThis as Page;
  if (!page[KEY]) {
    const inlined = typeof document === 'undefined' ? null : readInlinedContent();
    const initial = inlined ?? { content: SEED_CONTENT, renderedAt: Date.now() };
    page[KEY] = { initial, current: initial, listeners: new Set() };
  }
  return page[KEY];
}

export const storedContent = (): SiteContentState => store().current;
export const renderedContent = (): SiteContentState => store().initial;

export function subscribeToContent(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes a newer published copy; the same version again changes nothing. */
export function offerContent(content: PublishedContent): void {
  const current = store();
  if (String(content.version) === String(current.current.content.version)) return;
  current.current = { content, renderedAt: current.current.renderedAt };
  current.listeners.forEach((listener) => listener());
}

/** Forgets the page's copy (tests). */
export function resetContentStore(): void {
  delete (globalThis as Page)[KEY];
  resetContentRefresh();
}

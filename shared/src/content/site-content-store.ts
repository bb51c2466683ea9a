import { resetContentRefresh } from './content-refresh';
import { readInlinedContent } from './inlined-content';
import { NO_CONTENT, type PublishedContent } from './published-content';
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
 * symbol). It starts from the copy inlined in the page (the server renders
 * with the seed when it has no published copy), else from the seed, loaded
 * as a chunk of its own so it weighs on no page that has its copy inlined.
 */
function store(): Store {
  const page = globalThis as Page;
  if (!page[KEY]) {
    const browser = typeof document !== 'undefined';
    const inlined = browser ? readInlinedContent() : null;
    const initial = inlined ?? { content: NO_CONTENT, renderedAt: Date.now() };
    page[KEY] = { initial, current: initial, listeners: new Set() };
    // A server render is given its content (SiteContentContext) and never waits for this.
    if (browser && !inlined) void loadSeed(page[KEY]);
  }
  return page[KEY];
}

async function loadSeed(into: Store): Promise<void> {
  const { SEED_CONTENT } = await import(/* webpackChunkName: "seed-content" */ './seed');
  // A published copy that arrived first is newer than the seed.
  if (into.current.content !== NO_CONTENT) return;
  into.current = { content: SEED_CONTENT, renderedAt: into.current.renderedAt };
  into.listeners.forEach((listener) => listener());
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

import { completeContent } from './complete-content';
import { resetContentRefresh } from './content-refresh';
import { readInlinedContent } from './inlined-content';
import { NO_CONTENT, type PublishedContent } from './published-content';
import { forgetSavedContent, saveContent, savedContent } from './saved-content';
import type { SiteContentState } from './site-content-state';

interface Store {
  /** What the page was rendered with (hydration reads this one). */
  initial: SiteContentState;
  current: SiteContentState;
  /**
   * Whether `current` is the whole of its version (else the page's partial
   * copy, filled in as well as can be, and the API's copy of the same
   * version is still taken).
   */
  complete: boolean;
  /** Whether the seed was asked for (once a page is enough). */
  seeded: boolean;
  listeners: Set<() => void>;
}

type Page = typeof globalThis & { [key: symbol]: Store | undefined };
const KEY = Symbol.for('pawapuri.siteContentStore');

/**
 * The browser's one copy of the content, shared by every app on the page
 * although each bundles its own copy of this package (kept under a global
 * symbol). It starts from the copy inlined in the page. A server-rendered
 * page carries only what its render read; until the API's complete copy
 * arrives, the rest comes from the last complete copy this device saved
 * (offline, the newest it has), else from the empty defaults, and from the
 * seed once the API could not be read (`fillFromSeed`): on a first visit the
 * API's copy is on its way as the page loads, so the seed would be fetched
 * for nothing. A page without an inlined copy starts from the seed at once.
 * The seed is a chunk of its own, so it weighs on no page that has its copy
 * inlined.
 */
function store(): Store {
  const page = globalThis as Page;
  if (!page[KEY]) {
    const browser = typeof document !== 'undefined';
    const inlined = browser ? readInlinedContent() : null;
    const initial = inlined ?? { content: NO_CONTENT, renderedAt: Date.now() };
    const partial = inlined?.partial ? inlined.content : null;
    const saved = partial ? savedContent() : null;
    const content = partial ? completeContent(partial, saved ?? NO_CONTENT) : initial.content;
    page[KEY] = {
      initial,
      current: { content, renderedAt: initial.renderedAt },
      complete:
        Boolean(inlined) && (!partial || String(saved?.version) === String(partial.version)),
      seeded: false,
      listeners: new Set(),
    };
    // A server render is given its content (SiteContentContext) and never waits for this.
    if (browser && !inlined) void loadSeed(page[KEY]);
  }
  return page[KEY];
}

/**
 * The API's copy could not be read: a partial copy with nothing saved on
 * the device takes the seed for the fields it lacks, so a page navigated to
 * or a new day shows the site's facts rather than empty lists.
 */
export function fillFromSeed(): void {
  const current = store();
  if (current.seeded || current.complete || !current.initial.partial || savedContent()) return;
  void loadSeed(current);
}

function publish(into: Store, content: PublishedContent, complete: boolean): void {
  into.current = { content, renderedAt: into.current.renderedAt };
  into.complete = complete;
  into.listeners.forEach((listener) => listener());
}

async function loadSeed(into: Store): Promise<void> {
  into.seeded = true;
  const { SEED_CONTENT } = await import(/* webpackChunkName: "seed-content" */ './seed');
  // A published copy that arrived first is newer than the seed.
  if (into.complete) return;
  // The page's own facts stay as rendered; the seed only fills in what it lacks.
  const { initial } = into;
  publish(
    into,
    initial.partial ? completeContent(initial.content, SEED_CONTENT) : SEED_CONTENT,
    false,
  );
}

export const storedContent = (): SiteContentState => store().current;
export const renderedContent = (): SiteContentState => store().initial;

export function subscribeToContent(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Takes a complete published copy from the API: a newer version, or the
 * same version completing the page's partial copy. It is saved on the
 * device for the next pages and for offline.
 */
export function offerContent(content: PublishedContent): void {
  const current = store();
  if (current.complete && String(content.version) === String(current.current.content.version)) {
    return;
  }
  saveContent(content);
  publish(current, content, true);
}

/** Forgets the page's copy and the device's saved one (tests). */
export function resetContentStore(): void {
  delete (globalThis as Page)[KEY];
  forgetSavedContent();
  resetContentRefresh();
}

import { fetchPublishedContent } from '../api/published-content-fetch';
import { fillFromSeed, offerContent } from './site-content-store';

/** How often an open page asks whether newer content was published. */
export const CONTENT_REFRESH_MS = 60_000;

interface Refresh {
  users: number;
  timer: ReturnType<typeof setInterval> | null;
  asked: boolean;
}

type Page = typeof globalThis & { [key: symbol]: Refresh | undefined };
const KEY = Symbol.for('pawapuri.siteContentRefresh');

function refresh(): void {
  fetchPublishedContent().then(offerContent, (error: unknown) => {
    console.warn('Reading the published content failed; the page keeps its copy.', error);
    fillFromSeed();
  });
}

/**
 * While any part of the page shows content: asks the API for the published
 * content once, then every minute, once per page whichever app asks (the
 * state sits under a global symbol). The returned function lets go; when the
 * last part has, the asking stops. A failure keeps what the page has
 * (logged, never shown: the page stays as rendered), a partial copy
 * filled in from the seed.
 */
export function keepContentFresh(): () => void {
  const page = globalThis as Page;
  const state = (page[KEY] ??= { users: 0, timer: null, asked: false });
  state.users += 1;
  if (!state.asked) {
    state.asked = true;
    refresh();
  }
  state.timer ??= setInterval(refresh, CONTENT_REFRESH_MS);
  return () => {
    state.users -= 1;
    if (state.users > 0 || state.timer === null) return;
    clearInterval(state.timer);
    state.timer = null;
  };
}

/** Forgets that this page asked (tests). */
export function resetContentRefresh(): void {
  const state = (globalThis as Page)[KEY];
  if (state?.timer) clearInterval(state.timer);
  delete (globalThis as Page)[KEY];
}

/** One minute: the finest step of anything a page shows that depends on the time. */
export const RENDER_CLOCK_STEP_MS = 60_000;

interface RenderInputs {
  /** The hash of the remotes.json the page is rendered with. */
  site: string;
  /** The version of the remote's server build that renders it (none for the shell's own pages). */
  build: string | undefined;
  /** The published content's version. */
  content: string | number;
  /** When the render happens (ms since 1970). */
  renderedAt: number;
  /** The page's address, without its query. */
  pathname: string;
}

/**
 * The key a rendered page is kept under: the same for every request that
 * would render the same HTML. A page depends on the time through Today at
 * Pawapuri (open now, the day's date) and the notices in force; hours are
 * to the minute, Pawapuri's offset from UTC is a whole number of minutes,
 * and keepers set notices' times to the minute, so the page is rendered
 * again in each new minute and never more often.
 */
export function renderKey(inputs: RenderInputs): string {
  const minute = Math.floor(inputs.renderedAt / RENDER_CLOCK_STEP_MS);
  return [pageKey(inputs), minute].join('\n');
}

/** The same without the clock: what every minute's render of one page shares. */
export function pageKey({
  site,
  build,
  content,
  pathname,
}: Omit<RenderInputs, 'renderedAt'>): string {
  return [site, build ?? '', String(content), pathname].join('\n');
}

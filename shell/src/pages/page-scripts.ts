/**
 * The scripts a server-rendered page asks for once it is on screen (see
 * shell/src/ssr/scripts-after-first-paint.ts), written into the page as
 * `<script type="application/json" id="page-scripts">`. The service worker
 * reads the same list to save a page with everything it runs.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

export interface PageScripts {
  /** Scripts to run, in order: the shell's entry. */
  entries: string[];
  /** Chunks they will ask for, fetched at the same moment. */
  preloads: string[];
  /** The digest of each of a remote's preloads, from its version's signed file list (set as `integrity`). */
  integrity?: Record<string, string>;
}

const PAGE_SCRIPTS = new RegExp(
  `<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`,
);

/** The list a page's HTML carries, or null when it has none or it cannot be read. */
export function pageScriptsIn(html: string): PageScripts | null {
  const json = PAGE_SCRIPTS.exec(html)?.[1];
  if (json === undefined) return null;
  try {
    const { entries, preloads } = JSON.parse(json) as Partial<PageScripts>;
    const isList = (value: unknown): value is string[] =>
      Array.isArray(value) && value.every((item) => typeof item === 'string');
    return isList(entries) && isList(preloads) ? { entries, preloads } : null;
  } catch {
    return null;
  }
}

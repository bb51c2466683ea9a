import type { NoticeFacts } from './content-facts';

/**
 * The notices shown on the page at `path` (English path, without the
 * language part) at `now`: those naming the page or every page (`*`), from
 * their start until their end (the end itself excluded), most serious first.
 */
export function activeNotices<T extends NoticeFacts>(
  notices: readonly T[],
  path: string,
  now: number,
): T[] {
  return notices
    .filter(
      (notice) =>
        (notice.pages.includes('*') || notice.pages.includes(path)) &&
        Date.parse(notice.showFrom) <= now &&
        now < Date.parse(notice.showUntil),
    )
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

const SEVERITY_ORDER = { closed: 0, warning: 1, info: 2 } as const;

import type { NavItem } from './nav-items';

/** True when `pathname` is the item's page or one of its descendants' pages. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.path === pathname) return true;
  return (item.children ?? []).some((child) => isNavItemActive(child, pathname));
}

/**
 * The items whose title (or a descendant's) contains `query`, case- and
 * accent-insensitively; parents of matches are kept with only their matching
 * branches. An empty query keeps the whole tree.
 */
export function filterNavItems(
  items: NavItem[],
  query: string,
  titleOf: (item: NavItem) => string,
): NavItem[] {
  const needle = normalise(query);
  if (!needle) return items;
  return items.flatMap((item) => {
    if (normalise(titleOf(item)).includes(needle)) return [item];
    const children = filterNavItems(item.children ?? [], query, titleOf);
    return children.length ? [{ ...item, children }] : [];
  });
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase()
    .trim();
}

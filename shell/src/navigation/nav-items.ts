import { useMemo } from 'react';
import type { LocalisedText, NavBadge, NavEntry, PageDescription } from '@pawapuri/shared';
import { useSite } from '../remotes/site-remotes';
import { navIcon } from './nav-icons';

export type { NavBadge };

/** One navigation entry: the top bar, the mobile menu and the sidebar all read this tree. */
export interface NavItem {
  /** Unique across the site; names DOM ids. */
  id: string;
  path: string;
  title: LocalisedText;
  /** The icon's symbol in the shell's sprite (icons/icon.tsx). */
  icon: string;
  children?: NavItem[];
  badge?: NavBadge;
}

function toNavItem(entry: NavEntry, pages: PageDescription[]): NavItem {
  const page = pages.find((candidate) => candidate.path === entry.path);
  return {
    id: entry.id,
    path: entry.path,
    title: entry.title ?? page?.title ?? { en: entry.path, hi: entry.path },
    icon: navIcon(entry.icon),
    ...(entry.badge ? { badge: entry.badge } : {}),
    ...(entry.children ? { children: entry.children.map((child) => toNavItem(child, pages)) } : {}),
  };
}

/**
 * The site's navigation tree from every remote's entries: the top-level
 * entries in their declared order (entries without one go last, in the
 * order of the remotes).
 */
export function navItemsOf(remotes: { pages: PageDescription[]; nav: NavEntry[] }[]): NavItem[] {
  return remotes
    .flatMap((remote) => remote.nav.map((entry) => ({ entry, pages: remote.pages })))
    .map((item, index) => ({ ...item, rank: item.entry.order ?? Infinity, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry, pages }) => toNavItem(entry, pages));
}

/** The navigation tree, re-built only when remotes.json changes the remotes. */
export function useNavItems(): NavItem[] {
  const { remotes } = useSite();
  return useMemo(() => navItemsOf(remotes), [remotes]);
}

/** Every path the navigation links to, depth first. */
export function allNavPaths(items: NavItem[]): string[] {
  return items.flatMap((item) => [item.path, ...allNavPaths(item.children ?? [])]);
}

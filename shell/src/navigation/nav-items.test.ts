import { BUILT_IN_REMOTES } from '../remotes/built-in-remotes';
import { remoteForPath } from '../remotes/remote-for-path';
import { allNavPaths, navItemsOf, type NavItem } from './nav-items';

const ids = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

describe('navigation tree of the built-in remotes', () => {
  const items = navItemsOf(BUILT_IN_REMOTES);

  it('orders the top level across remotes by each entry’s order', () => {
    const ORDER = ['home', 'temples', 'gallery', 'visit', 'tools', 'about', 'donate', 'visitors'];
    const ids = items.map((item) => item.id).filter((id) => ORDER.includes(id));
    expect(ids).toEqual(ORDER);
  });

  it('links only to pages a remote serves', () => {
    for (const path of allNavPaths(items)) {
      const owner = remoteForPath(BUILT_IN_REMOTES, path);
      expect(owner?.pages.map((page) => page.path)).toContain(path);
    }
  });

  it('has unique ids', () => {
    expect(new Set(ids(items)).size).toBe(ids(items).length);
  });

  it('takes a page’s title unless the entry has its own, and resolves icons by name', () => {
    const temples = items.find((item) => item.id === 'temples')!;
    expect(temples.title).toEqual({ en: 'Temples', hi: 'मंदिर' });
    expect(temples.icon).toBe('landmark');
    expect(temples.children?.[0]?.title).toEqual({ en: 'Jal Mandir', hi: 'जल मंदिर' });
  });

  it('carries the badges: New, 3 and ₹', () => {
    const badge = (id: string) => items.find((item) => item.id === id)?.badge;
    expect(badge('temples')).toEqual({ kind: 'count', value: 3 });
    expect(badge('gallery')).toEqual({ kind: 'new' });
    expect(badge('donate')).toEqual({ kind: 'rupee' });
  });
});

describe('navItemsOf', () => {
  it('puts entries without an order last, and shows a dot for an unknown icon', () => {
    const page = { path: '/a', title: { en: 'A', hi: 'ए' } };
    const items = navItemsOf([
      { pages: [page], nav: [{ id: 'a', path: '/a', icon: 'no-such-icon' }] },
      { pages: [page], nav: [{ id: 'b', path: '/a', icon: 'home', order: 5 }] },
    ]);
    expect(items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(items[1]!.icon).toBe('circle');
  });
});

import type { NavItem } from './nav-items';
import { filterNavItems, isNavItemActive } from './nav-matching';

const leaf = (id: string, path: string, children?: NavItem[]): NavItem => ({
  id,
  path,
  title: { en: id, hi: id },
  icon: 'home',
  children,
});

const TREE: NavItem[] = [
  leaf('home', '/'),
  leaf('temples', '/jal-mandir', [
    leaf('jalMandir', '/jal-mandir', [
      leaf('history', '/jal-mandir/history', [leaf('ancient', '/jal-mandir/history/ancient')]),
    ]),
    leaf('samosaran', '/samosaran'),
  ]),
  leaf('cafe', '/cafe'),
];
const TITLES: Record<string, string> = {
  home: 'Home',
  temples: 'Temples',
  jalMandir: 'Jal Mandir',
  history: 'History',
  ancient: 'Ancient',
  samosaran: 'Samosaran',
  cafe: 'Café',
};
const titleOf = (item: NavItem) => TITLES[item.id]!;
const ids = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

describe('isNavItemActive', () => {
  it('is active on its own path and its descendants’ paths', () => {
    const temples = TREE[1]!;
    expect(isNavItemActive(temples, '/jal-mandir')).toBe(true);
    expect(isNavItemActive(temples, '/jal-mandir/history/ancient')).toBe(true);
    expect(isNavItemActive(temples, '/samosaran')).toBe(true);
    expect(isNavItemActive(temples, '/gallery')).toBe(false);
    expect(isNavItemActive(TREE[0]!, '/about')).toBe(false);
  });
});

describe('filterNavItems', () => {
  it('keeps the whole tree for an empty or blank query', () => {
    expect(filterNavItems(TREE, '', titleOf)).toBe(TREE);
    expect(filterNavItems(TREE, '   ', titleOf)).toBe(TREE);
  });

  it('keeps parents of a deep match with only the matching branch', () => {
    const result = filterNavItems(TREE, 'anc', titleOf);
    expect(ids(result)).toEqual(['temples', 'jalMandir', 'history', 'ancient']);
  });

  it('keeps a matching parent with all its children', () => {
    expect(ids(filterNavItems(TREE, 'temples', titleOf))).toEqual(ids([TREE[1]!]));
  });

  it('ignores case and accents', () => {
    expect(ids(filterNavItems(TREE, 'CAFE', titleOf))).toEqual(['cafe']);
    expect(ids(filterNavItems(TREE, 'samOSaran', titleOf))).toEqual(['temples', 'samosaran']);
  });

  it('gives nothing when nothing matches', () => {
    expect(filterNavItems(TREE, 'zzz', titleOf)).toEqual([]);
  });

  it('does not change the original tree', () => {
    filterNavItems(TREE, 'anc', titleOf);
    expect(TREE[1]!.children).toHaveLength(2);
  });
});

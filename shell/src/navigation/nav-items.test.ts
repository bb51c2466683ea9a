import { NAV_ITEMS, allNavPaths } from './nav-items';

/** SPEC.md section 2: routes with pages, and links shown in navigation only. */
const ROUTES = [
  '/',
  '/jal-mandir',
  '/gaon-mandir',
  '/samosaran',
  '/other-temples',
  '/about',
  '/gallery',
  '/donate',
  '/hotels',
  '/cabs',
  '/tools/pdf-to-word',
  '/tools/word-to-pdf',
  '/tools/image-editor',
  '/tools/unit-converter',
  '/analytics',
  '/test-visitor',
  '/admin',
];
const NAV_ONLY = [
  '/jal-mandir/history',
  '/jal-mandir/history/ancient',
  '/jal-mandir/history/medieval',
  '/jal-mandir/history/modern',
  '/jal-mandir/architecture',
  '/jal-mandir/architecture/design',
  '/jal-mandir/architecture/restoration',
  '/jal-mandir/timings',
  '/tools/excel-to-pdf',
  '/tools/ppt-to-pdf',
  '/transport/buses',
  '/transport/trains',
  '/nearby-places',
];

describe('navigation tree', () => {
  const paths = allNavPaths();

  it.each([...ROUTES, ...NAV_ONLY])('links to %s', (path) => {
    expect(paths).toContain(path);
  });

  it('links nowhere outside the spec', () => {
    const known = new Set([...ROUTES, ...NAV_ONLY]);
    expect(paths.filter((path) => !known.has(path))).toEqual([]);
  });

  it('has unique ids', () => {
    const ids: string[] = [];
    const walk = (items: typeof NAV_ITEMS) =>
      items.forEach((item) => {
        ids.push(item.id);
        walk(item.children ?? []);
      });
    walk(NAV_ITEMS);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries the spec badges: New, 3 and ₹', () => {
    const badges = NAV_ITEMS.flatMap((item) => (item.badge ? [item.badge] : []));
    expect(badges).toEqual(
      expect.arrayContaining([{ kind: 'new' }, { kind: 'count', value: 3 }, { kind: 'rupee' }]),
    );
  });
});

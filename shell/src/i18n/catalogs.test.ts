import { catalogKeys } from '@pawapuri/shared/i18n/testing/catalog-keys';
import { NAV_ITEMS, type NavItem } from '../navigation/nav-items';
import { en } from './en';
import { hi } from './hi';

function ids(items: NavItem[]): string[] {
  return items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);
}

describe('shell catalogs', () => {
  it('have exactly the same keys in English and Hindi', () => {
    expect(catalogKeys(hi)).toEqual(catalogKeys(en));
  });

  it('have a title for every navigation item', () => {
    for (const id of ids(NAV_ITEMS)) {
      expect(en.nav).toHaveProperty(id);
      expect(hi.nav).toHaveProperty(id);
    }
  });

  it('are translated, not copied', () => {
    expect(hi.nav.home).not.toBe(en.nav.home);
    expect(hi.remote.unavailableTitle).not.toBe(en.remote.unavailableTitle);
  });
});

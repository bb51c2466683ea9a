import { catalogKeys } from '@pawapuri/shared/i18n/testing/catalog-keys';
import { en } from './en';
import { hi } from './hi';

describe('shell catalogs', () => {
  it('have exactly the same keys in English and Hindi', () => {
    expect(catalogKeys(hi)).toEqual(catalogKeys(en));
  });

  it('are translated, not copied', () => {
    expect(hi.topBar.mainNav).not.toBe(en.topBar.mainNav);
    expect(hi.remote.unavailableTitle).not.toBe(en.remote.unavailableTitle);
  });
});

import { catalogKeys } from '@pawapuri/shared/i18n/testing/catalog-keys';
import { en } from './en';
import { hi } from './hi';

describe('catalogs', () => {
  it('English and Hindi have exactly the same keys', () => {
    expect(catalogKeys(hi)).toEqual(catalogKeys(en));
  });

  it('has no empty strings', () => {
    const leaves = (catalog: unknown): unknown[] =>
      catalog !== null && typeof catalog === 'object'
        ? Object.values(catalog).flatMap(leaves)
        : [catalog];
    expect(leaves(en).every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    expect(leaves(hi).every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
  });
});

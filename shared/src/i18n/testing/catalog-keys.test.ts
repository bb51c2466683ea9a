import { catalogKeys } from './catalog-keys';
import { commonCatalog } from '../common-catalog';

describe('catalogKeys', () => {
  it('lists nested leaf keys, array items by index, as sorted dotted paths', () => {
    expect(catalogKeys({ b: 'x', a: { d: 'y', c: { e: 'z' } }, list: ['p', 'q'] })).toEqual([
      'a.c.e',
      'a.d',
      'b',
      'list.0',
      'list.1',
    ]);
  });

  it('tells catalogs with different keys apart', () => {
    expect(catalogKeys({ a: { b: '1' } })).not.toEqual(catalogKeys({ a: { c: '1' } }));
  });

  it('tells a missing array item apart', () => {
    expect(catalogKeys({ list: ['p'] })).not.toEqual(catalogKeys({ list: ['p', 'q'] }));
  });
});

describe('common catalog', () => {
  it('has the same keys in English and Hindi', () => {
    expect(catalogKeys(commonCatalog.hi)).toEqual(catalogKeys(commonCatalog.en));
    expect(catalogKeys(commonCatalog.en).length).toBeGreaterThan(0);
  });

  it('has real Hindi, not copied English', () => {
    for (const key of Object.keys(commonCatalog.en)) {
      expect(commonCatalog.hi[key]).not.toBe(commonCatalog.en[key]);
    }
  });
});

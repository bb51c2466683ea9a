import { en } from './en';
import { hi } from './hi';

/** Every leaf path of a catalog, arrays included, so a missing Hindi string fails. */
function keys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

describe('catalogs', () => {
  it('English and Hindi have exactly the same keys', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
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

/**
 * Every leaf key of a catalog as a dotted path ('nav.home'; array items by
 * index, 'history.paragraphs.0', so a missing Hindi paragraph shows), sorted, so a test
 * can check that the English and Hindi catalogs have exactly the same keys:
 * `expect(catalogKeys(hi)).toEqual(catalogKeys(en))`.
 */
export function catalogKeys(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog)
    .flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object' && value !== null ? catalogKeys(value, path) : [path];
    })
    .sort();
}

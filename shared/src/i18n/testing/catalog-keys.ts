/**
 * Every leaf key of a catalog as a dotted path ('nav.home'), sorted, so a test
 * can check that the English and Hindi catalogs have exactly the same keys:
 * `expect(catalogKeys(hi)).toEqual(catalogKeys(en))`.
 */
export function catalogKeys(catalog: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(catalog)
    .flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? catalogKeys(value as Record<string, unknown>, path)
        : [path];
    })
    .sort();
}

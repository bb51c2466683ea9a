import { catalogKeys } from '@pawapuri/shared/i18n/testing/catalog-keys';
import type { Strings } from '@pawapuri/shared';
import { PAGE_CATALOGS } from './page-catalogs';

/** Every catalog of this remote in one language: each page's. */
async function allStrings(language: 'en' | 'hi'): Promise<Record<string, Strings>> {
  const pages = await Promise.all(
    Object.values(PAGE_CATALOGS).map(async ({ namespace, catalog }) => {
      const strings = catalog[language];
      return [namespace, typeof strings === 'function' ? await strings() : strings] as const;
    }),
  );
  return Object.fromEntries(pages);
}

const leaves = (catalog: unknown): unknown[] =>
  catalog !== null && typeof catalog === 'object'
    ? Object.values(catalog).flatMap(leaves)
    : [catalog];

describe('catalogs', () => {
  it('English and Hindi have exactly the same keys', async () => {
    const [english, hindi] = await Promise.all([allStrings('en'), allStrings('hi')]);
    expect(Object.keys(hindi)).toEqual(Object.keys(english));
    for (const namespace of Object.keys(english)) {
      expect([namespace, catalogKeys(hindi[namespace] ?? {})]).toEqual([
        namespace,
        catalogKeys(english[namespace] ?? {}),
      ]);
    }
  });

  it('gives each English string and its Hindi the same {{placeholders}}', async () => {
    const [english, hindi] = await Promise.all([allStrings('en'), allStrings('hi')]);
    const placeholders = (catalog: unknown): string[] =>
      leaves(catalog).map((text) =>
        [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
          .map((match) => match[1])
          .sort()
          .join(','),
      );
    expect(placeholders(hindi)).toEqual(placeholders(english));
  });

  it('has no empty strings', async () => {
    for (const language of ['en', 'hi'] as const) {
      const strings = leaves(await allStrings(language));
      expect(strings.length).toBeGreaterThan(200);
      expect(strings.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    }
  });

  it("gives each page's strings a namespace of their own", () => {
    const namespaces = Object.values(PAGE_CATALOGS).map((catalog) => catalog.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    expect(namespaces).not.toContain('content');
  });
});

import type { ComponentType } from 'react';
import { PageEntriesContext } from '../current-page/page-entries';
import { catalogKeys } from '../i18n/testing/catalog-keys';
import { commonCatalog } from '../i18n/common-catalog';
import { LANGUAGES, type LanguageCode } from '../i18n/languages';
import type { PageDescription, RemoteDescription, RemoteRoutesProps } from '../types/remote';
import { pageFacts } from '../seo/page-facts';
import { renderOnServerAndHydrate } from './server-render';

/**
 * One test per page a remote lists and per language: the remote's `Routes`
 * renders the page on the server (a heading, no error, no catalog key in
 * place of a text) and hydrates it with no mismatch and no console error.
 * `strings` is the remote's English catalog, or a function loading its
 * English catalogs (a remote whose strings are page catalogs): their keys are
 * what must not show. The page is given its remote's entries, as the shell
 * gives them, and its h1 is its entry's title.
 */
export function testEveryPageHydrates(
  description: Pick<RemoteDescription, 'name'> & { pages: PageDescription[] },
  Routes: ComponentType<RemoteRoutesProps>,
  strings: object | (() => Promise<object[]>) = {},
): void {
  let keys: string[] = [];
  beforeAll(async () => {
    const catalogs = typeof strings === 'function' ? await strings() : [strings];
    keys = [...catalogs, commonCatalog.en]
      .flatMap((catalog) => catalogKeys(catalog))
      .filter((key) => key.includes('.'));
    expect(keys.length).toBeGreaterThan(0);
  });
  const languages: LanguageCode[] = LANGUAGES.map((language) => language.code);
  describe.each(languages)(`${description.name} rendered on the server (%s)`, (language) => {
    it.each(description.pages.map((page) => [page.path, page] as const))(
      '%s hydrates',
      async (path, page) => {
        const { html, errors, container } = await renderOnServerAndHydrate(
          <PageEntriesContext.Provider value={description.pages}>
            <Routes notFound={<p>not found</p>} />
          </PageEntriesContext.Provider>,
          { path, language },
        );
        expect(errors).toEqual([]);
        expect(html).toMatch(/<h1[ >]/);
        const heading = container.querySelector('h1')?.textContent;
        expect(heading).toBe(pageFacts(page, undefined, language).title);
        const text = container.textContent ?? '';
        expect(text).not.toContain('not found');
        expect(keys.filter((key) => text.includes(key))).toEqual([]);
      },
    );
  });
}

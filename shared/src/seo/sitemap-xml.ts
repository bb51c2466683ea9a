import type { PageDescription } from '../types/remote';
import { SEO_LANGUAGES, absoluteUrl, pathIn } from './addresses';
import { escapeMarkup } from './escape';

/** The pages search engines should list: every page but the keepers'. */
export const publicPages = (pages: PageDescription[]) => pages.filter((page) => !page.keeper);

function urlEntry(page: PageDescription, href: string, baseUrl: string): string {
  const alternates = [
    ...SEO_LANGUAGES.map((language) => [language, pathIn(page.path, language)]),
    ['x-default', page.path],
  ].map(
    ([hreflang, path]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absoluteUrl(baseUrl, path ?? ''))}"/>`,
  );
  return ['  <url>', `    <loc>${escapeMarkup(href)}</loc>`, ...alternates, '  </url>'].join('\n');
}

/** sitemap.xml: each public page in English and in Hindi, each naming the other as its alternate. */
export function sitemapXml({
  pages,
  baseUrl,
}: {
  pages: PageDescription[];
  baseUrl: string;
}): string {
  const entries = publicPages(pages).flatMap((page) =>
    SEO_LANGUAGES.map((language) =>
      urlEntry(page, absoluteUrl(baseUrl, pathIn(page.path, language)), baseUrl),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

import type { PageDescription } from '../types/remote';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap-xml';

/** sitemap.xml and robots.txt of a set of pages: the keeper pages are closed to crawlers. */
export function searchFiles({ pages, baseUrl }: { pages: PageDescription[]; baseUrl: string }) {
  return {
    sitemap: sitemapXml({ pages, baseUrl }),
    robots: robotsTxt({
      keeperPaths: pages.filter((page) => page.keeper).map((page) => page.path),
      baseUrl,
    }),
  };
}

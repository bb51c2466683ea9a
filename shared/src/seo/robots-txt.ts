import { SEO_LANGUAGES, absoluteUrl, pathIn } from './addresses';

/** robots.txt: the keeper pages closed in both languages, everything else open, and the sitemap. */
export function robotsTxt({
  keeperPaths,
  baseUrl,
}: {
  keeperPaths: string[];
  baseUrl: string;
}): string {
  const disallowed = keeperPaths.flatMap((path) =>
    SEO_LANGUAGES.map((language) => `Disallow: ${pathIn(path, language)}`),
  );
  return [
    'User-agent: *',
    ...(disallowed.length ? disallowed : ['Disallow:']),
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

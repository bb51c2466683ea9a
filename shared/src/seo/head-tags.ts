import type { PublishedContent } from '../content/published-content';
import type { LanguageCode } from '../i18n/languages';
import type { LocalisedText, PageDescription } from '../types/remote';
import { OG_LOCALES, SEO_LANGUAGES, absoluteUrl, fileUrl, localisedPath } from './addresses';
import { escapeMarkup, scriptSafeJson } from './escape';
import { pageFacts } from './page-facts';
import { withPublishedPlace } from './published-place';
import { SITE_NAME, documentTitle } from './site-name';
import { structuredData } from './structured-data';

/** The size every share image is drawn at (the Open Graph and X large card size). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

export interface HeadTagsInput {
  /** The page's entry in its remote's `remote.json`. */
  page: PageDescription;
  /** The published content the page is rendered with: a place's page is described by its place. */
  content?: PublishedContent;
  language: LanguageCode;
  /** The site's public address (`PUBLIC_BASE_URL`), where the pages are. */
  baseUrl: string;
  /** The base URL of the remote that renders the page, where its share images are. */
  remoteBaseUrl: string;
  siteName?: LocalisedText;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeMarkup(value)}"`)
    .join(' ')}>`;

function alternateLinks(path: string, baseUrl: string): string[] {
  return [
    ...SEO_LANGUAGES.map((language) =>
      link({
        rel: 'alternate',
        hreflang: language,
        href: absoluteUrl(baseUrl, localisedPath(path, language)),
      }),
    ),
    link({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(baseUrl, path) }),
  ];
}

function imageTags(imageUrl: string | null, alt: string): string[] {
  if (!imageUrl) return [meta('name', 'twitter:card', 'summary')];
  return [
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', alt),
  ];
}

/**
 * The `<head>` tags of a page in one language, as one HTML string: title,
 * description, canonical and language alternates, Open Graph and X card tags,
 * `noindex` on keeper pages, and JSON-LD for the home page and the temples.
 * For crawlers and share previews, which run no JavaScript.
 */
export function headTags({
  page: entry,
  content,
  language,
  baseUrl,
  remoteBaseUrl,
  siteName = SITE_NAME,
}: HeadTagsInput): string {
  const facts = pageFacts(entry, content, language);
  const page = content ? withPublishedPlace(entry, content) : entry;
  const title = documentTitle(facts.title, language, siteName);
  const description = facts.description;
  const url = absoluteUrl(baseUrl, localisedPath(page.path, language));
  const imageUrl = page.image ? fileUrl(remoteBaseUrl, page.image) : null;
  const otherLocales = SEO_LANGUAGES.filter((other) => other !== language);
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    ...(description ? [meta('name', 'description', description)] : []),
    ...(page.keeper ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    link({ rel: 'canonical', href: url }),
    ...alternateLinks(page.path, baseUrl),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName[language]),
    meta('property', 'og:title', title),
    ...(description ? [meta('property', 'og:description', description)] : []),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...otherLocales.map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    ...imageTags(imageUrl, title),
    meta('name', 'twitter:title', title),
    ...(description ? [meta('name', 'twitter:description', description)] : []),
    ...structuredData({ page, language, url, description, imageUrl, siteName }).map(
      (data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
    ),
  ];
  return tags.join('\n');
}

/** The head of the 404 page: its title, and kept out of search engines. */
export function notFoundHeadTags({
  title,
  language,
  siteName = SITE_NAME,
}: {
  title: string;
  language: LanguageCode;
  siteName?: LocalisedText;
}): string {
  return [
    `<title>${escapeMarkup(documentTitle(title, language, siteName))}</title>`,
    meta('name', 'robots', 'noindex'),
  ].join('\n');
}

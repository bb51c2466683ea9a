/*
 * Page heads, sitemap and robots.txt for crawlers and share previews, which
 * run no JavaScript. Pure functions of the remotes' page descriptions, for
 * the shell's build and for a server that renders pages (`@pawapuri/shared/seo`,
 * compiled to CommonJS in the package's one build for plain Node).
 */
export { OG_LOCALES, SEO_LANGUAGES, absoluteUrl, fileUrl, localisedPath } from './addresses';
export { browserDescription } from './browser-description';
export { escapeMarkup, scriptSafeJson } from './escape';
export { SHARE_IMAGE_SIZE, headTags, notFoundHeadTags, type HeadTagsInput } from './head-tags';
export { pageFacts, type PageFacts } from './page-facts';
export { withPublishedPlace } from './published-place';
export { robotsTxt } from './robots-txt';
export { searchFiles } from './search-files';
export { SITE_NAME, documentTitle } from './site-name';
export { publicPages, sitemapXml } from './sitemap-xml';
export { structuredData } from './structured-data';

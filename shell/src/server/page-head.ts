import type { LanguageCode, PublishedContent } from '@pawapuri/shared';
import { headTags, notFoundHeadTags } from '@pawapuri/shared/seo';
import type { SiteRemote } from '../remotes/remote-entry';
import { withPublishedPlace } from './content-place';

interface Options {
  /** The remote that renders the page, if any. */
  remote: SiteRemote | null;
  /** The page's path without its language part. */
  path: string;
  language: LanguageCode;
  baseUrl: string;
  /** The not-found page's title in the language, for an address no page has. */
  notFoundTitle: string;
  /** The title the rendered page gave itself, when it was rendered. */
  documentTitle?: string;
  /** The published content the page is rendered with: its facts feed the structured data. */
  content: PublishedContent;
}

/**
 * The head of a page: its title, description, sharing tags and structured
 * data from the page's description in remotes.json (so a redeployed remote
 * changes them), its share image at that remote's address.
 */
export function pageHead(options: Options): string {
  const { remote, path, language, baseUrl, notFoundTitle, documentTitle, content } = options;
  const described = remote?.pages.find((candidate) => candidate.path === path);
  const page = described && withPublishedPlace(described, content);
  if (!remote || !page) return notFoundHeadTags({ title: notFoundTitle, language });
  const remoteBaseUrl = remote.manifest ? new URL('.', remote.manifest).toString() : baseUrl;
  return headTags({ page, language, baseUrl, remoteBaseUrl, documentTitle });
}

import type { LanguageCode, PublishedContent } from '@pawapuri/shared';
import { headTags, notFoundHeadTags } from '@pawapuri/shared/seo';
import type { SiteRemote } from '../remotes/remote-entry';

interface Options {
  /** The remote that renders the page, if any. */
  remote: SiteRemote | null;
  /** The page's path without its language part. */
  path: string;
  language: LanguageCode;
  baseUrl: string;
  /** The not-found page's title in the language, for an address no page has. */
  notFoundTitle: string;
  /** The published content the page is rendered with: a place's page is described by its place. */
  content: PublishedContent;
}

/**
 * The head of a page: its title, description, sharing tags and structured
 * data from the page's description in remotes.json (so a redeployed remote
 * changes them), its share image at that remote's address.
 */
export function pageHead(options: Options): string {
  const { remote, path, language, baseUrl, notFoundTitle, content } = options;
  const page = remote?.pages.find((candidate) => candidate.path === path);
  if (!remote || !page) return notFoundHeadTags({ title: notFoundTitle, language });
  const remoteBaseUrl = remote.manifest ? new URL('.', remote.manifest).toString() : baseUrl;
  return headTags({ page, content, language, baseUrl, remoteBaseUrl });
}

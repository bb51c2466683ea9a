import { apiBaseUrl } from '../config/site-settings';
import type { SiteContent } from '../contract/types';
import { requestJson } from './http';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The address of the published content (the API serves it to anyone). */
export const publishedContentUrl = (baseUrl: string = apiBaseUrl()) =>
  `${baseUrl.replace(/\/+$/, '')}/api/content`;

export interface PublishedContentFetch {
  /** The API's address; the page's run-time setting when absent. */
  baseUrl?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The content as published now: the one reader of `GET /api/content` in the
 * browser (the page's refresh and the content API client both use it). The
 * API validated it against the contract when it was published; here only
 * its version is checked, so no schema code reaches the bundles.
 */
export async function fetchPublishedContent(
  options: PublishedContentFetch = {},
): Promise<SiteContent> {
  const { baseUrl, timeoutMs, signal } = options;
  const body = await requestJson<unknown>(publishedContentUrl(baseUrl), { signal, timeoutMs });
  if (!isObject(body) || !('version' in body))
    throw new TypeError('The published content has no version.');
  return body as unknown as SiteContent;
}

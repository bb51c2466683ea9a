import { apiBaseUrl } from '../config/site-settings';
import type { PublishedContent } from './published-content';
import { requestJson } from '../api/http';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The address of the published content (the API serves it to anyone). */
export const publishedContentUrl = (baseUrl: string = apiBaseUrl()) =>
  `${baseUrl.replace(/\/+$/, '')}/api/content`;

/**
 * The content as published now. The API validated it against the contract
 * when it was published; here only its version is checked, so no schema
 * code reaches the bundles.
 */
export async function fetchPublishedContent(signal?: AbortSignal): Promise<PublishedContent> {
  const body = await requestJson<unknown>(publishedContentUrl(), { signal });
  if (!isObject(body) || !('version' in body))
    throw new TypeError('The published content has no version.');
  return body as unknown as PublishedContent;
}

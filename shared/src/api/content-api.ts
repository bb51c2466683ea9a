import { apiBaseUrl } from '../config/site-settings';
import { fetchPublishedContent, publishedContentUrl } from './published-content-fetch';
import { ApiError } from './errors';
import { request, requestJson, type RequestOptions } from './http';
import type {
  ContentData,
  ContentDiff,
  ContentHistory,
  ContentItem,
  ContentKind,
  ContentList,
  ContentRevision,
  ContentVersion,
  PublishRequest,
  RestoreRequest,
  SaveDraftRequest,
  SiteContent,
  UnpublishRequest,
} from '../types';

export interface ContentApiOptions {
  baseUrl?: string;
  timeoutMs?: number;
}

/** The published content, or `notModified` when it is still the copy whose ETag was sent. */
export type SiteContentRead =
  | { notModified: false; content: SiteContent; etag: string | null }
  | { notModified: true };

/**
 * The content endpoints of the visitor API (docs/content.md, The
 * content API).
 *
 * Public:
 *   GET  /api/content                         everything published (ETag; 304)
 *   GET  /api/content/version                 its version number
 *
 * Keepers (editor and owner; donation details: owner, password again), under
 * /api/keepers/content, with the session cookie:
 *   GET  /                                    every item's summary, donationChangedAt
 *   GET  /:kind/:id                           draft and published
 *   POST /:kind/:id/draft                     save (409 + currentRevision when stale)
 *   POST /:kind/:id/publish                   publish the draft
 *   POST /:kind/:id/unpublish                 take it off the pages
 *   GET  /:kind/:id/history                   published revisions, newest first
 *   GET  /:kind/:id/revisions/:revision       one revision's content
 *   GET  /:kind/:id/diff?from=&to=            field-by-field changes (to may be 'draft')
 *   POST /:kind/:id/restore                   publish an earlier revision again
 */
export function createContentApi(options: ContentApiOptions = {}) {
  // Read per request: a page's run-time settings may arrive after this module loads.
  const base = () => (options.baseUrl ?? apiBaseUrl()).replace(/\/+$/, '');
  const publicUrl = (path: string) => `${publishedContentUrl(base())}${path}`;
  const itemUrl = (kind: ContentKind, id: string, path = '') =>
    `${base()}/api/keepers/content/${encodeURIComponent(kind)}/${encodeURIComponent(id)}${path}`;
  const keeper = <T>(url: string, init: RequestOptions = {}): Promise<T> =>
    requestJson<T>(url, { ...init, credentials: 'include', timeoutMs: options.timeoutMs });
  const post = <T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> =>
    keeper<T>(url, { method: 'POST', body, signal });

  return {
    /** Everything published. */
    siteContent: (signal?: AbortSignal): Promise<SiteContent> =>
      fetchPublishedContent({ baseUrl: base(), signal, timeoutMs: options.timeoutMs }),
    /**
     * Everything published, unless the copy with `etag` is still current
     * (a 304: nothing is downloaded).
     */
    async siteContentIfChanged(
      etag: string | null,
      signal?: AbortSignal,
    ): Promise<SiteContentRead> {
      try {
        const response = await request(publicUrl(''), {
          headers: etag ? { 'If-None-Match': etag } : {},
          signal,
          timeoutMs: options.timeoutMs,
        });
        const content = (await response.json()) as SiteContent;
        return { notModified: false, content, etag: response.headers.get('ETag') };
      } catch (error) {
        if (error instanceof ApiError && error.status === 304) return { notModified: true };
        throw error;
      }
    },
    version: (signal?: AbortSignal) =>
      requestJson<ContentVersion>(publicUrl('/version'), { signal, timeoutMs: options.timeoutMs }),

    list: (kind?: ContentKind, signal?: AbortSignal) =>
      keeper<ContentList>(
        `${base()}/api/keepers/content${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`,
        { signal },
      ),
    get: <K extends ContentKind>(kind: K, id: string, signal?: AbortSignal) =>
      keeper<ContentItem<K>>(itemUrl(kind, id), { signal }),
    /** `expectedRevision`: the draft revision edited (0 for a new item). */
    saveDraft: <K extends ContentKind>(
      kind: K,
      id: string,
      body: SaveDraftRequest<K>,
      signal?: AbortSignal,
    ) => post<ContentItem<K>>(itemUrl(kind, id, '/draft'), body, signal),
    publish: <K extends ContentKind>(
      kind: K,
      id: string,
      body: PublishRequest,
      signal?: AbortSignal,
    ) => post<ContentItem<K>>(itemUrl(kind, id, '/publish'), body, signal),
    unpublish: <K extends ContentKind>(
      kind: K,
      id: string,
      body: UnpublishRequest = {},
      signal?: AbortSignal,
    ) => post<ContentItem<K>>(itemUrl(kind, id, '/unpublish'), body, signal),
    history: (kind: ContentKind, id: string, signal?: AbortSignal) =>
      keeper<ContentHistory>(itemUrl(kind, id, '/history'), { signal }),
    revision: <K extends ContentKind>(
      kind: K,
      id: string,
      revision: number,
      signal?: AbortSignal,
    ) => keeper<ContentRevision<K>>(itemUrl(kind, id, `/revisions/${revision}`), { signal }),
    diff: (
      kind: ContentKind,
      id: string,
      from: number,
      to: number | 'draft',
      signal?: AbortSignal,
    ) => keeper<ContentDiff>(itemUrl(kind, id, `/diff?from=${from}&to=${to}`), { signal }),
    restore: <K extends ContentKind>(
      kind: K,
      id: string,
      body: RestoreRequest,
      signal?: AbortSignal,
    ) => post<ContentItem<K>>(itemUrl(kind, id, '/restore'), body, signal),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

/** An item's fields by kind, for forms that handle one kind at a time. */
export type ContentFields<K extends ContentKind> = ContentData[K];

/** The client configured from the build settings, for ordinary use. */
export const contentApi: ContentApi = createContentApi();

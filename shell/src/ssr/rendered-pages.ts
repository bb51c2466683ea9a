import { LruCache } from './lru-cache';

export interface RenderedPage {
  status: number;
  html: string;
  /** 'server' when #root holds the page; 'client' when it is left to the browser. */
  rendering: 'server' | 'client';
}

export interface Rendered {
  page: RenderedPage;
  /** Whether the page read the address's query while rendering. */
  readsQuery: boolean;
}

interface Request {
  /** The page's address without its query, with what it was rendered from (remotes.json, builds). */
  key: string;
  /** The address's query, `?…` or empty. */
  search: string;
  /** Renders the page with the query or without; null when it could not be rendered now. */
  render: (withQuery: boolean) => Promise<Rendered | null>;
  /** The page left to the browser, when it could not be rendered. */
  clientPage: () => RenderedPage;
}

/** How many pages for unknown addresses, or for a query a page reads, are kept. */
const OTHERS_LIMIT = 64;

/**
 * The rendered pages, kept so that no address is rendered twice, and so
 * that no flood of made-up addresses can push the site's pages out:
 *
 * - A page is first rendered without the query. If it did not read the
 *   query (most pages: the server learns it from the render itself), that
 *   page serves every query, and all of them share one entry.
 * - Only a page that read the query is rendered once more for each query,
 *   and those renders, like the 404 pages of unknown addresses, are kept
 *   apart in a smaller cache: the site's real pages are never evicted by them.
 * - Requests for a page being rendered wait for that render.
 */
export class RenderedPages {
  private readonly pages: LruCache<Rendered>;
  private readonly others = new LruCache<Rendered>(OTHERS_LIMIT);
  private readonly pending = new Map<string, Promise<Rendered | null>>();

  constructor(limit: number) {
    this.pages = new LruCache(limit);
  }

  async page({ key, search, render, clientPage }: Request): Promise<RenderedPage> {
    const plain =
      this.pages.get(key) ??
      this.others.get(key) ??
      (await this.once(
        key,
        () => render(false),
        (rendered) => rendered.page.status === 200,
      ));
    if (!plain) return clientPage();
    if (!search || !plain.readsQuery) return plain.page;
    const withQuery =
      this.others.get(key + search) ??
      (await this.once(
        key + search,
        () => render(true),
        () => false,
      ));
    return withQuery?.page ?? clientPage();
  }

  /** Renders `key` once however many ask at the same time, and keeps what was rendered. */
  private async once(
    key: string,
    render: () => Promise<Rendered | null>,
    isSitePage: (rendered: Rendered) => boolean,
  ): Promise<Rendered | null> {
    let pending = this.pending.get(key);
    if (!pending) {
      pending = render().then((rendered) => {
        if (rendered) (isSitePage(rendered) ? this.pages : this.others).set(key, rendered);
        return rendered;
      });
      this.pending.set(key, pending);
      void pending.finally(() => this.pending.delete(key)).catch(() => undefined);
    }
    return pending;
  }
}

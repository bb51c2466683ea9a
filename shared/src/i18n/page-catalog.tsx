import { use, useContext, type ReactNode } from 'react';
import { PageChunkSinkContext } from '../page-context/page-chunk-sink';
import { registerCatalog, type Catalog } from './setup';
import { useTranslation } from './use-translation';

/** A namespace of strings that only some pages use, fetched when one of them is first shown. */
export interface PageCatalog {
  namespace: string;
  /** Its strings by language, as `registerCatalog` takes them. */
  catalog: Catalog;
  /**
   * Registers the namespace on the first call (which fetches the active
   * language's strings); resolves once they are in. When they cannot be
   * fetched it rejects, and the next call tries again.
   */
  ready: () => Promise<void>;
}

/**
 * A page's own strings, kept apart from the other pages': a page fetches its
 * own, not every page's of its remote. `catalog` gives each language as a function importing its
 * own chunk, whose `webpackChunkName` must be `<namespace>-<language>`
 * (`content-home-hi`): a server render names that chunk in the page's HTML,
 * so it is fetched beside the page's code instead of after it (a test holds
 * the names alike, tooling/lazy-page-chunks.test.js).
 */
export function pageCatalog(namespace: string, catalog: Catalog): PageCatalog {
  let ready: Promise<void> | null = null;
  return {
    namespace,
    catalog,
    ready: () => {
      if (!ready) {
        const registration = registerCatalog(namespace, catalog);
        ready = registration;
        // The failure reaches the page through `use`, which throws it to the
        // error boundary; its retry renders the page again, which fetches again.
        registration.catch(() => {
          if (ready === registration) ready = null;
        });
      }
      return ready;
    },
  };
}

interface Props {
  catalog: PageCatalog;
  children: ReactNode;
}

/**
 * Renders a page once its own strings for the active language are in (the
 * surrounding Suspense boundary shows the loading line until then), and
 * tells a server render which chunk holds them. It waits for the catalog's
 * registration to resolve, not only for the namespace to be there: on a
 * server, a redeployed remote's new build registers the namespace again,
 * and its page must wait for the new strings rather than render the old.
 */
export function WithPageCatalog({ catalog, children }: Props) {
  const { i18n } = useTranslation();
  useContext(PageChunkSinkContext)?.addChunk(`${catalog.namespace}-${i18n.language}`);
  use(catalog.ready());
  return children;
}

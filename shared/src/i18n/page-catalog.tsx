import { use, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageChunkSinkContext } from '../routing/lazy-page';
import { registerCatalog, type Catalog } from './setup';

/** A namespace of strings that only some pages use, fetched when one of them is first shown. */
export interface PageCatalog {
  namespace: string;
  /** Its strings by language, as `registerCatalog` takes them. */
  catalog: Catalog;
  /** Registers the namespace on the first call (which fetches the active language's strings); resolves once they are in. */
  ready: () => Promise<void>;
  /** Whether its strings are in (the registration resolved). */
  settled: () => boolean;
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
  let settled = false;
  return {
    namespace,
    catalog,
    ready: () => {
      if (!ready) {
        ready = registerCatalog(namespace, catalog);
        // A failure reaches the page through `use`, which throws it to the error boundary.
        ready.then(
          () => {
            settled = true;
          },
          () => undefined,
        );
      }
      return ready;
    },
    settled: () => settled,
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
  const ready = catalog.ready();
  if (!catalog.settled()) use(ready);
  return children;
}

import type { Context } from 'react';
import { pageWideContext } from '../page-context/page-wide-context';
import type { PageDescription } from '../types/remote';

/**
 * The pages the remote being shown lists in its `remote.json`: provided by
 * the shell (on the server and in the browser) or by a remote's standalone
 * page, so the rendered page reads its own title and description from there.
 */
export const PageEntriesContext: Context<readonly PageDescription[] | null> =
  pageWideContext<readonly PageDescription[]>('pageEntries');

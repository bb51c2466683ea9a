import type { Context } from 'react';
import { pageWideContext } from '../page-context/page-wide-context';

/** Where a server render collects the page's title, as the page itself names it. */
export interface PageTitleSink {
  setTitle: (documentTitle: string) => void;
}

/** Provided by the shell's server; a remote's page sets its title in it. */
export const PageTitleSinkContext: Context<PageTitleSink | null> =
  pageWideContext<PageTitleSink>('pageTitleSink');

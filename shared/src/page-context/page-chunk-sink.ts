import type { Context } from 'react';
import { pageWideContext } from './page-wide-context';

/** Where a server render collects the chunks of the lazily loaded pages it rendered. */
export interface PageChunkSink {
  addChunk: (chunkName: string) => void;
}

/** Provided by the shell's server; a lazily loaded page or page catalog names its chunk in it. */
export const PageChunkSinkContext: Context<PageChunkSink | null> =
  pageWideContext<PageChunkSink>('pageChunkSink');

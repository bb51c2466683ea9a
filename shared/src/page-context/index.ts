export { PageChunkSinkContext, type PageChunkSink } from './page-chunk-sink';
export { pageWideContexts } from './page-wide-context';

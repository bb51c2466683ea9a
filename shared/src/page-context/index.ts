export { PageChunkSinkContext, type PageChunkSink } from './page-chunk-sink';

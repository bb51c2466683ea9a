export * from './use-page-meta';
export * from './use-request';
export * from './use-visitor-statistics';
export * from './use-hydrated';
export { PageTitleSinkContext, type PageTitleSink } from './page-title-sink';

export * from './use-page-meta';
export * from './use-visitor-statistics';

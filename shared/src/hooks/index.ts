export * from './use-page-meta';
export * from './use-request';
export * from './use-visitor-statistics';

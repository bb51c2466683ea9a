export * from './use-request';
export * from './use-visitor-statistics';
export * from './use-hydrated';

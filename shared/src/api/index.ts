export * from './errors';
export { request, requestJson, DEFAULT_TIMEOUT_MS } from './http';
export type { RequestOptions } from './http';
export * from './visitor-api';
export * from './keeper-api';
export * from './content-api';

/*
 * The visitor API's contract: the TypeBox schemas of its request bodies, query
 * strings, answers and error body, which the API validates and serialises
 * with. The types derived from them are the type-only entry
 * `@pawapuri/shared/contract/types`; the browser uses those and the plain
 * values, so its bundles carry no schema code.
 */
export * from './values';
export * from './errors';
export * from './visitor';
export * from './search';
export * from './erase-session';
export * from './dashboard';
export * from './csp-report';
export * from './keepers';
export * from './content-items';
export * from './payee-changes';
export * from './site-content';
export * from './event-values';
export * from './events';
export * from './content-document';
export * from './mail-values';
export * from './mail-reports';
export * from './goal-values';
export * from './goals';
export * from './annotations';
export * from './share-links';
export * from './photos';
export * from './media-files';
export * from './notice-items';
export * from './rights';
export * from './barrier-reports';

export * from './standalone-frame';
export * from './boot-standalone';

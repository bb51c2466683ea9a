export * from './numbers';
export * from './as-of-time';

export * from './numbers';
export * from './as-of-time';
export * from './hindi-time';

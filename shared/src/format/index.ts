export * from './numbers';

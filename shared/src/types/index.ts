export * from './visitor';
export * from './content';

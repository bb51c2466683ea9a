export * from './visitor';
export * from './content';
export * from './remote';

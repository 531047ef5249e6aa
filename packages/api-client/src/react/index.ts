export * from './context';
export * from './hooks';
export * from './keys';

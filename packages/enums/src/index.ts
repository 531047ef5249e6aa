export * from './option';
export * from './limits';
export * from './profile';

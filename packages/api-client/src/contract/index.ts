export * from './daccount';
export * from './define';
export * from './errors';
export * from './fields';
export * from './legacy';
export * from './login';
export * from './member';
export * from './registry';

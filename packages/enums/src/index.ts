export * from './option';
export * from './limits';
export * from './profile';
export * from './prefectures';
export * from './services';
export * from './results';
export * from './points';
export * from './entry';

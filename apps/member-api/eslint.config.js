import { base, typeChecked } from '@member-hub/eslint-config';

export default [
  ...base,
  ...typeChecked(import.meta.dirname, ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts']),
  { ignores: ['drizzle/**', '.data/**'] },
];

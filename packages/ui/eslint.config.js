import config, { typeChecked } from '@member-hub/eslint-config';

export default [
  ...config,
  ...typeChecked(import.meta.dirname, [
    'src/**/*.{ts,tsx}',
    'e2e/**/*.ts',
    'playwright.config.ts',
    'vitest.setup.ts',
  ]),
];

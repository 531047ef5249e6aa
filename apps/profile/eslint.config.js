import config, { typeChecked } from '@member-hub/eslint-config';

export default [
  ...config,
  ...typeChecked(import.meta.dirname, [
    'src/**/*.{ts,tsx}',
    'e2e/**/*.ts',
    'vite.config.ts',
    'vitest.setup.ts',
    'playwright.config.ts',
    'playwright.stories.config.ts',
  ]),
  { ignores: ['dist/**', 'test-results/**', 'playwright-report/**'] },
];

import config, { typeChecked } from '@member-hub/eslint-config';

export default [
  ...config,
  ...typeChecked(import.meta.dirname, ['src/**/*.{ts,tsx}', 'playwright.stories.config.ts']),
];

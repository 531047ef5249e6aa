import config, { typeChecked } from '@member-hub/eslint-config';

export default [
  ...config,
  ...typeChecked(import.meta.dirname, ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'playwright.config.ts']),
  {
    // The app layer is imported by the apps; it never imports one.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@member-hub/hub', '@member-hub/hub/*', '@member-hub/profile', '@member-hub/profile/*'],
              message: 'app-kit never imports an app.',
            },
            {
              group: ['**/apps/*', '../../apps/*', '../../../apps/*'],
              message: 'app-kit never imports an app.',
            },
            { group: ['@member-hub/*/src/*'], message: 'Import the package through its exports map.' },
          ],
        },
      ],
    },
  },
];

import config from '@member-hub/eslint-config';

export default [
  ...config,
  {
    // The root entry (contract + client) and the OpenAPI generator are imported by the server:
    // no React, no TanStack Query outside src/react.
    files: ['src/contract/**', 'src/client/**', 'src/openapi/**', 'src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'React belongs to the /react entry only.' },
            { name: '@tanstack/react-query', message: 'TanStack Query belongs to the /react entry only.' },
          ],
          patterns: [
            { group: ['../react/*', '../react', './react/*'], message: 'The root entry stays React-free.' },
            {
              group: ['@member-hub/*/src/*', '../../packages/*', '../../../packages/*'],
              message: 'Import the package through its exports map.',
            },
          ],
        },
      ],
    },
  },
];

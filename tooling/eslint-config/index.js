// Shared ESLint flat config for every package and app of the hub.
//   import { base, react } from '@member-hub/eslint-config';
//   export default [...base, ...react];
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactPlugin from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { architecture } from './boundaries.js';
import { clientContextRules } from './client-context.js';
import { flowFolderRules } from './flow-folders.js';

export { architecture, repoRoot } from './boundaries.js';

/** TypeScript rules for every package (Node or browser). */
export const base = tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/coverage/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Never reach into another package's source: import its public `exports` instead.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@member-hub/*/src/*', '../../packages/*', '../../../packages/*'],
              message: 'Import the package through its exports map.',
            },
          ],
        },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  // What may import what (ARCHITECTURE.md), for every workspace: see boundaries.js.
  ...architecture,
  // The variant decides; a service id is converted in one module: see client-context.js.
  ...clientContextRules,
  // A flow folder never imports another; flows/shared never imports one: see flow-folders.js.
  ...flowFolderRules,
);

/**
 * Rules that need the TypeScript program (typed linting, slower): a promise where a boolean or a
 * void callback is expected (`if (!limiter.take(k))` on an async limiter is always false) and a
 * promise left floating. Opt in per package for its files that a tsconfig includes:
 *   export default [...base, ...typeChecked(import.meta.dirname, ['src/**\/*.ts', 'test/**\/*.ts'])];
 * In the SPAs, react-router's `navigate()` is `void navigate(…)`: its promise never rejects (a
 * loader's failure renders the route's error element), so nothing waits for it.
 * @param {string} tsconfigRootDir the package's directory (`import.meta.dirname` of its config):
 *   given, not guessed, so one process linting several packages (the boundaries test, an editor)
 *   never meets "multiple candidate TSConfigRootDirs"
 * @param {string[]} files globs of TypeScript files inside the package's tsconfig
 */
export function typeChecked(tsconfigRootDir, files) {
  return tseslint.config(
    {
      files,
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        '@typescript-eslint/no-misused-promises': 'error',
        '@typescript-eslint/no-floating-promises': 'error',
      },
    },
    // The virtual file of src/boundaries.test.js is in no TypeScript program. (Written out rather
    // than `tseslint.configs.disableTypeChecked`: reading that getter records the calling config's
    // directory as a tsconfigRootDir candidate for the whole process, and a second package linted
    // in the same process then fails with "multiple candidate TSConfigRootDirs".)
    {
      files: ['src/boundaries-fixture.ts'],
      languageOptions: { parserOptions: { projectService: false, project: false, program: null } },
      rules: {
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/no-floating-promises': 'off',
      },
    },
  );
}

/** React + hooks + accessibility rules for UI code. */
export const react = tseslint.config({
  files: ['**/*.tsx', '**/*.jsx'],
  plugins: { react: reactPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
  settings: { react: { version: 'detect' } },
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  rules: {
    ...reactPlugin.configs.recommended.rules,
    ...reactPlugin.configs['jsx-runtime'].rules,
    ...reactHooks.configs.recommended.rules,
    ...jsxA11y.configs.strict.rules,
    'react/prop-types': 'off',
  },
});

export default [...base, ...react];

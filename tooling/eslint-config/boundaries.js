// The import table of ARCHITECTURE.md ("Packages" and "Never") as lint rules.
//
// Every workspace is one element, classified by its folder relative to the repository root.
// Imports of `@member-hub/*` are judged by the imported package's name (never by where pnpm
// links it), third-party imports by their module name. `boundaries/dependencies` evaluates the
// policies in order and the last matching one decides, so each element first loses every
// product package and then gets back the ones the table allows.
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import boundaries from 'eslint-plugin-boundaries';

/** The repository root (this file lives in tooling/eslint-config). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const isUiSource = (file) =>
  /^packages\/ui\/src\/.+\.tsx?$/.test(relative(repoRoot, file).split(sep).join('/')) &&
  !/\.test\.tsx?$/.test(file);

/** Workspace folders and the element type each one is. */
const elements = [
  ['enums', 'packages/enums'],
  ['validators', 'packages/validators'],
  ['api-client', 'packages/api-client'],
  ['identity', 'packages/identity'],
  ['ui', 'packages/ui'],
  ['app-kit', 'packages/app-kit'],
  ['deployment-config', 'packages/deployment-config'],
  ['hub', 'apps/hub'],
  ['profile', 'apps/profile'],
  ['member-api', 'apps/member-api'],
  ['demo-service', 'apps/demo-service'],
  ['stand-ins', 'apps/stand-ins'],
  ['tooling', 'tooling/*'],
].map(([type, pattern]) => ({ type, pattern, partialMatch: false }));

/** Product packages (the apps' and libraries' names); tooling packages are free for all. */
const product = {
  enums: '@member-hub/enums',
  validators: '@member-hub/validators',
  apiClient: '@member-hub/api-client',
  identity: '@member-hub/identity',
  ui: '@member-hub/ui',
  appKit: '@member-hub/app-kit',
  deploymentConfig: '@member-hub/deployment-config',
};
const apps = ['hub', 'profile', 'member-api', 'demo-service', 'stand-ins'].map((app) => `@member-hub/${app}`);

const reactModules = [
  'react',
  'react-dom',
  'react-router',
  'react-i18next',
  'react-hook-form',
  '@tanstack/react-query',
];
const networkModules = ['firebase', product.apiClient, product.identity];

const from = (...types) => ({ element: { types: { anyOf: types } } });
const toModules = (sources) => ({ module: { origin: 'external', source: sources } });

/** "may import" of the table: the product packages each element may use. */
const mayImport = {
  enums: [],
  validators: [product.enums],
  'api-client': [product.enums, product.validators],
  identity: [],
  ui: [product.enums, product.validators],
  'app-kit': [
    product.enums,
    product.validators,
    product.apiClient,
    product.identity,
    product.ui,
    product.deploymentConfig,
  ],
  'deployment-config': [product.enums, product.validators],
  hub: Object.values(product),
  profile: Object.values(product),
  'member-api': [product.enums, product.validators, product.apiClient, product.deploymentConfig],
  'demo-service': [product.enums, product.validators, product.apiClient],
  'stand-ins': [product.enums, product.validators],
  // The dev stack serves the local deployment's help pages and security headers.
  tooling: [product.enums, product.validators, product.deploymentConfig],
};

const policies = [
  // Each element loses every product package and every app …
  ...Object.keys(mayImport).map((type) => ({
    from: from(type),
    disallow: { to: toModules([...Object.values(product), ...apps]) },
    message: `ARCHITECTURE.md: ${type} may import ${
      mayImport[type].length ? mayImport[type].join(', ') : 'no product package'
    } (never an app).`,
  })),
  // … and gets back what the table allows.
  ...Object.entries(mayImport)
    .filter(([, allowed]) => allowed.length > 0)
    .map(([type, allowed]) => ({ from: from(type), allow: { to: toModules(allowed) } })),
  {
    from: from('member-api'),
    disallow: { to: { module: { source: product.apiClient, internalPath: 'react{,/**}' } } },
    message: 'ARCHITECTURE.md: the server imports the api-client contract only, never its /react entry.',
  },
  {
    from: from('member-api'),
    disallow: { to: toModules(['firebase', 'firebase/**', product.ui, product.identity, product.appKit]) },
    message: 'ARCHITECTURE.md: the server never imports ui, identity, app-kit or the Firebase JS SDK.',
  },
  // Thin server routes: a route file holds the call's rules; its SQL is in src/queries/.
  {
    from: { file: { categories: 'server-route' } },
    disallow: { to: [toModules(['drizzle-orm', 'drizzle-orm/**']), { file: { categories: 'db-schema' } }] },
    message:
      'ARCHITECTURE.md: a member-api route holds no SQL; write the statement in src/queries/ (drizzle-orm and src/db/schema/ stay there).',
  },
  {
    from: { file: { categories: { anyOf: ['route-with-sql', 'test'] } } },
    allow: { to: [toModules(['drizzle-orm', 'drizzle-orm/**']), { file: { categories: 'db-schema' } }] },
  },
  // React-free code: enums, validators, the api-client contract (all but src/react), flow logic.
  {
    from: { file: { categories: { anyOf: ['react-free', 'flow-logic'] } } },
    disallow: { to: toModules(reactModules) },
    message:
      'ARCHITECTURE.md: enums, validators, the api-client contract and flow logic (flows/*.ts) never import React.',
  },
  {
    from: { file: { categories: 'react-free' } },
    disallow: { to: { file: { categories: 'react-entry' } } },
    message:
      "ARCHITECTURE.md: the api-client's root entry and contract stay React-free (src/react is apart).",
  },
  // The api-client's /react entry is React; a flow's test may render what it tests.
  {
    from: { file: { categories: 'react-entry' } },
    allow: { to: [toModules(reactModules), { file: { categories: 'react-entry' } }] },
  },
  {
    from: { file: { categories: { allOf: ['flow-logic', 'test'] } } },
    allow: { to: toModules(reactModules) },
  },
  // A flow folder's hooks/ (flows/<flow>/hooks/use*.ts) wire its logic into React screens.
  {
    from: { file: { categories: { allOf: ['flow-logic', 'flow-hooks'] } } },
    allow: { to: toModules(reactModules) },
  },
  {
    from: from('ui'),
    disallow: { to: toModules([...networkModules, 'firebase/**']) },
    message: 'ARCHITECTURE.md: ui never calls the network (no Firebase, api-client or identity).',
  },
];

/** The boundaries rules, applied by `base` to every workspace. */
export const architecture = [
  {
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': repoRoot,
      'boundaries/elements': elements,
      'boundaries/files': [
        {
          category: 'react-free',
          pattern: ['packages/enums/**', 'packages/validators/**', 'packages/api-client/**'],
        },
        { category: 'react-entry', pattern: 'packages/api-client/src/react/**' },
        {
          category: 'flow-logic',
          pattern: ['apps/*/src/**/flows/**/*.ts', 'packages/app-kit/src/**/flows/**/*.ts'],
        },
        { category: 'flow-hooks', pattern: '**/flows/**/hooks/**' },
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'server-route', pattern: 'apps/member-api/src/routes/**' },
        { category: 'db-schema', pattern: 'apps/member-api/src/db/schema/**' },
        // Route files whose statements have not moved to src/queries/ yet; shrink this list.
        {
          category: 'route-with-sql',
          pattern: [
            'apps/member-api/src/routes/area.ts',
            'apps/member-api/src/routes/health.ts',
            'apps/member-api/src/routes/nickname.ts',
            'apps/member-api/src/routes/push-relations.ts',
            'apps/member-api/src/routes/test-clock.ts',
          ],
        },
      ],
      // Workspace packages are judged by name, wherever pnpm links them.
      'boundaries/flag-as-external': { customSourcePatterns: ['@member-hub/**'] },
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // Relative imports are written without extensions; resolve them to the TypeScript files.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, checkInternals: true, policies },
      ],
    },
  },
  {
    // ui never calls the network: no fetch, XHR, beacons or sockets in its source (tests may).
    // A function matcher sees the absolute path, so this holds whichever folder ESLint runs in.
    files: [(file) => isUiSource(file)],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
          name,
          message: 'ARCHITECTURE.md: ui never calls the network; take data and callbacks as props.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'navigator',
          property: 'sendBeacon',
          message: 'ARCHITECTURE.md: ui never calls the network.',
        },
        { object: 'window', property: 'fetch', message: 'ARCHITECTURE.md: ui never calls the network.' },
        { object: 'globalThis', property: 'fetch', message: 'ARCHITECTURE.md: ui never calls the network.' },
      ],
    },
  },
];

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { deploymentConfigPlugin } from '@member-hub/deployment-config/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The hub SPA. People reach the dev server through the one-origin gateway
 * (HUB_PUBLIC_ORIGIN, default http://localhost:5170), so HMR's websocket and the asset origin
 * point at the gateway, which forwards upgrades to this server (HUB_PORT, default 5171).
 */
const publicOrigin = new URL(process.env.HUB_PUBLIC_ORIGIN ?? 'http://localhost:5170');
const hubPort = Number(process.env.HUB_PORT ?? 5171);
const hubDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(hubDir, '../..');

// The stack launcher sets FIREBASE_AUTH_EMULATOR_HOST (dev 127.0.0.1:9099, test 127.0.0.1:10099);
// the browser needs it as a URL. An explicit VITE_FIREBASE_AUTH_EMULATOR_URL wins.
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const define: Record<string, string> = {};
if (!process.env.VITE_FIREBASE_AUTH_EMULATOR_URL && emulatorHost) {
  define['import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL'] = JSON.stringify(`http://${emulatorHost}`);
}

// react-router's package exports name only its development build (dev warnings on); a build takes
// the production build beside it, the same code with the warnings off (about 2 KB gzip less on
// /login). The dev server keeps the warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// react-i18next imports `use-sync-external-store/shim`, which with React 19 is React's own hook:
// a build takes it from React directly (src/shell/use-sync-external-store-shim.ts).
const useSyncExternalStoreShim = path.join(hubDir, 'src/shell/use-sync-external-store-shim.ts');

export default defineConfig(({ command }) => ({
  // The deployment's values, validated (a production build stops when a key is missing): README
  // "Production configuration".
  plugins: [react(), deploymentConfigPlugin()],
  define,
  // Workspace packages resolve to their TypeScript source.
  resolve: {
    conditions: ['@member-hub/source', 'module', 'browser', 'development|production'],
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: useSyncExternalStoreShim },
          ]
        : [],
  },
  server: {
    port: hubPort,
    strictPort: true,
    host: '127.0.0.1',
    origin: publicOrigin.origin,
    // Requests arrive with the gateway's Host header.
    allowedHosts: [publicOrigin.hostname, 'localhost', '127.0.0.1'],
    hmr: { clientPort: Number(publicOrigin.port || (publicOrigin.protocol === 'https:' ? 443 : 80)) },
    // `/@fs/` serves only what the hub imports: its own folder, the shared packages and the
    // dependencies; never another app, nor data, keys or database files (anyone who reaches the
    // gateway could read them).
    fs: {
      strict: true,
      allow: [hubDir, path.join(repoRoot, 'packages'), path.join(repoRoot, 'node_modules')],
      deny: [
        '.env',
        '.env.*',
        '*.{crt,pem,key,p12,pfx,jwk}',
        '**/.git/**',
        '**/.data/**',
        '**/oidc-keys*.json',
        '**/*.{db,sqlite,sqlite3}',
      ],
    },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    // No modulepreload polyfill in the entry (0.4 KB gzip on /login): a browser without
    // `<link rel="modulepreload">` (Safari before 17) loads a screen's modules as it imports them,
    // only without fetching them ahead. /login starts from the prerender's start file, which no
    // preload link serves anyway.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // /login's scripts in few files, without per-module wrappers: one vendor file (React,
        // react-router, i18next: what every screen needs) and every hub or package module the entry
        // reaches statically in the entry file itself (the `$initial` group, its node_modules
        // dependencies left to the vendor file or to the chunks of the screens that use them).
        // Before (common chunks under 8 KB inlined, which turns on Rolldown's strict execution
        // order and wraps every module in an init function): 9 files, 152.1 KB gzip; with this
        // alone 4 files, 146.8 KB (README "hub budgets" for the figures since). The other screens
        // keep their lazy chunks; modules only they share get common chunks of their own,
        // preloaded with the screen's chunk.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            {
              name: 'initial',
              test: /^(?!.*node_modules)/,
              tags: ['$initial'],
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));

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

export default defineConfig(({ command }) => ({
  // The deployment's values, validated (a production build stops when a key is missing): README
  // "Production configuration".
  plugins: [react(), deploymentConfigPlugin()],
  define,
  // Workspace packages resolve to their TypeScript source.
  resolve: {
    conditions: ['@member-hub/source', 'module', 'browser', 'development|production'],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
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
    // dependencies; never another app, nor data, keys or database files (security review M-8).
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
    rolldownOptions: {
      output: {
        // Common chunks under 8 KB are copied into the chunks that use them (one shared module
        // state) instead of being fetched as files of their own: /login loads 9 files, not 20
        // (Lighthouse mobile 95 → 97, at +1.4 KB gzip; 3 KB or 64 KB cost more bytes). Rolldown
        // marks the option experimental: the hub's end-to-end tests drive this build.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } },
      },
    },
  },
}));

import { createRequire } from 'node:module';
import path from 'node:path';

import { deploymentConfigPlugin } from '@member-hub/deployment-config/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The profile SPA. Its assets live under /profile-app/ (the gateway forwards that prefix and the
 * profile page routes, /profileEdit → /profile-app/profileEdit, to this server); the browser keeps
 * the public URL, so the router has no basename. People reach it through the one-origin gateway
 * (HUB_PUBLIC_ORIGIN, default http://localhost:5170): one origin, one Firebase session with the hub.
 */
const publicOrigin = new URL(process.env.HUB_PUBLIC_ORIGIN ?? 'http://localhost:5170');
const profilePort = Number(process.env.PROFILE_PORT ?? 5172);

// The stack launcher sets FIREBASE_AUTH_EMULATOR_HOST; the browser needs it as a URL.
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const define: Record<string, string> = {};
if (!process.env.VITE_FIREBASE_AUTH_EMULATOR_URL && emulatorHost) {
  define['import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL'] = JSON.stringify(`http://${emulatorHost}`);
}

// react-router's package exports name only its development build; builds take the production one
// (as apps/hub/vite.config.ts does): smaller, and without the development checks.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  base: '/profile-app/',
  plugins: [react(), deploymentConfigPlugin()],
  define,
  // Workspace packages resolve to their TypeScript source.
  resolve: {
    conditions: ['@member-hub/source', 'module', 'browser', 'development|production'],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: profilePort,
    strictPort: true,
    host: '127.0.0.1',
    origin: publicOrigin.origin,
    allowedHosts: [publicOrigin.hostname, 'localhost', '127.0.0.1'],
    hmr: { clientPort: Number(publicOrigin.port || (publicOrigin.protocol === 'https:' ? 443 : 80)) },
  },
  preview: {
    host: '127.0.0.1',
    allowedHosts: [publicOrigin.hostname, 'localhost', '127.0.0.1'],
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    // Common chunks under 8 KB are inlined into their importers (as the hub's build): fewer files
    // on the first load of a screen, each one a round trip on a slow line.
    rolldownOptions: {
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } },
      },
    },
  },
}));

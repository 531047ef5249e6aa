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

export default defineConfig({
  base: '/profile-app/',
  plugins: [react(), deploymentConfigPlugin()],
  define,
  // Workspace packages resolve to their TypeScript source.
  resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
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
  build: { sourcemap: true, target: 'es2022' },
});

import { sharedTest } from '@member-hub/vitest-config';
import { deploymentConfigPlugin } from '@member-hub/deployment-config/vite';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), deploymentConfigPlugin()],
  // Workspace packages resolve to their TypeScript source.
  resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
  test: {
    ...sharedTest({ name: 'app-kit', environment: 'jsdom' }),
    // The Sentry reporter's test loads the real SDK on its first report; on a busy shared machine
    // that can take more than 5 s, as the apps' screen tests can.
    testTimeout: 20_000,
  },
});

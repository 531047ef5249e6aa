import { deploymentConfigPlugin } from '@member-hub/deployment-config/vite';
import { sharedTest } from '@member-hub/vitest-config';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// The dev server's test starts Vite itself, which cannot run inside the VM contexts the jsdom
// files share (sharedTest): it is a project of its own, on Node.
const devServerTest = 'src/dev-server.test.ts';
const screens = sharedTest({ name: 'hub', environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] });

export default defineConfig({
  test: {
    // One report for both projects (reports/vitest/hub.json).
    reporters: screens.reporters,
    projects: [
      {
        // Tests get the local deployment values.
        plugins: [react(), deploymentConfigPlugin()],
        resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
        test: {
          ...screens,
          exclude: [...configDefaults.exclude, devServerTest],
          // Screen tests type and navigate; on a busy shared machine that can take more than 5 s.
          testTimeout: 20_000,
        },
      },
      { test: { ...sharedTest({ name: 'hub dev server', include: [devServerTest] }), testTimeout: 20_000 } },
    ],
  },
});

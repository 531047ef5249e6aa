import { deploymentConfigPlugin } from '@member-hub/deployment-config/vite';
import { sharedTest } from '@member-hub/vitest-config';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Tests get the local deployment values.
  plugins: [react(), deploymentConfigPlugin()],
  resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
  test: {
    ...sharedTest({ name: 'hub', environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] }),
    // Screen tests type and navigate; on a busy shared machine that can take more than 5 s.
    testTimeout: 20_000,
  },
});

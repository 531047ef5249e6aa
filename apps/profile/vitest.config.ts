import { sharedTest } from '@member-hub/vitest-config';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@member-hub/source', 'module', 'browser', 'development|production'] },
  test: {
    ...sharedTest({ name: 'profile', environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] }),
    // Screen tests render routes; on a busy shared machine that can take more than 5 s.
    testTimeout: 20_000,
  },
});

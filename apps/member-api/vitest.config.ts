import { sharedTest } from '@member-hub/vitest-config';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@member-hub/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@member-hub/source', 'module', 'node', 'development|production'] } },
  test: {
    ...sharedTest({ name: 'member-api' }),
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own PGlite (seconds of CPU on a busy machine) and talks to the emulator.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

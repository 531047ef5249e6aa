import { sharedTest } from '@member-hub/vitest-config';
import { defineProject } from 'vitest/config';

// Workspace packages resolve to their TypeScript source. No 'module' condition: some packages
// (the AWS SDK) point it at files Node cannot load.
const conditions = ['@member-hub/source', 'node', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@member-hub/source'] } },
  test: {
    ...sharedTest({ name: 'member-api', include: ['src/**/*.test.ts', 'bench/**/*.test.ts'] }),
    globalSetup: ['./test/global-setup.ts'],
    // Most of a file's time is spent waiting on the Auth emulator, PostgreSQL and the mail catcher,
    // not on this process: three files at a time, where Vitest's default (one fewer than the cores)
    // runs a single file at a time on a 2-core machine (docs/perf/ci-time.md has the figures).
    maxWorkers: 3,
    // Each file opens its own PGlite (seconds of CPU on a busy machine) and talks to the emulator.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

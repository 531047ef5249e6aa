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
    // A worker keeps its modules from one file to the next instead of importing the API anew for
    // each (oidc-provider, Drizzle, the AWS SDK: most of a file's start): the whole suite's CPU
    // 283 → 197 s. Safe because every file builds its own app, database and clock from its own
    // calls (test/), and no module keeps a member, a token or a setting between them; the suite
    // passes with its files in any order (`--sequence.shuffle.files`).
    isolate: false,
    // Each file opens its own PGlite (seconds of CPU on a busy machine) and talks to the emulator.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

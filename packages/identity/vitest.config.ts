import { sharedTest } from '@member-hub/vitest-config';
import { defineProject } from 'vitest/config';

// No workspace dependencies: firebase resolves by Node's conditions (its Node build) in tests.
export default defineProject({
  test: {
    ...sharedTest({ name: 'identity' }),
    // The real Firebase Auth emulator, started once for the whole run (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Calls go to a local emulator on a busy machine: allow for slowness, never assert speed.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

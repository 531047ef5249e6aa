import { portsFor, urlsFor } from '@member-hub/dev-stack';
import { definePlaywrightConfig } from '@member-hub/playwright-config';

// The test-profile stack (gateway 6170, demo services 6190/6191, emulator 10099, mail web 2080),
// started once by the global setup; it can run beside a dev stack.
//
// Two workers: every spec makes its own members and mail addresses, so files run side by side.
// The exceptions share the stand-ins' fixed accounts and hold a named lock for them (e2e/stack.ts
// STAND_IN_LOCKS): the carrier's dtest01 (daccount, alerts) and the older service's 10000001 and
// 10000005 (kantan, migration); files with the same lock never run at once, every other file runs
// beside them.
export default definePlaywrightConfig({
  name: 'hub-e2e',
  testDir: 'e2e',
  baseURL: urlsFor(portsFor('test')).gateway,
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
});

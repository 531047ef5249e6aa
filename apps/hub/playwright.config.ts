import { portsFor, urlsFor } from '@member-hub/dev-stack';
import { definePlaywrightConfig } from '@member-hub/playwright-config';

// The test-profile stack (gateway 6170, demo services 6190/6191, emulator 10099, mail web 2080),
// started once by the global setup; it can run beside a dev stack.
export default definePlaywrightConfig({
  name: 'hub-e2e',
  testDir: 'e2e',
  baseURL: urlsFor(portsFor('test')).gateway,
  globalSetup: './e2e/global-setup.ts',
});

import { portsFor, urlsFor } from '@member-hub/dev-stack';
import { definePlaywrightConfig } from '@member-hub/playwright-config';

// The test-profile stack (gateway 6170), started once by the global setup: the member API, the
// demo service (to enter the hub), the hub (sign-in) and this app, all behind the one gateway.
export default definePlaywrightConfig({
  name: 'profile-e2e',
  testDir: 'e2e',
  baseURL: urlsFor(portsFor('test')).gateway,
  globalSetup: './e2e/global-setup.ts',
});

import { portsFor, urlsFor } from '@member-hub/dev-stack';
import { definePlaywrightConfig } from '@member-hub/playwright-config';

// The test-profile stack (gateway 6170), started once by the global setup: the member API, the
// demo service (to enter the hub), the hub (sign-in) and this app, all behind the one gateway.
export default definePlaywrightConfig({
  name: 'profile-e2e',
  testDir: 'e2e',
  baseURL: urlsFor(portsFor('test')).gateway,
  globalSetup: './e2e/global-setup.ts',
  // Two workers: every spec makes its own members and mail addresses, and the stand-ins' fixed
  // accounts each belong to one spec file (the older service's 10000003 and 10000008 to
  // kantan-pwd-edit, the carrier's dtest04 to provider-linkage), whose tests run in order.
  workers: 2,
});

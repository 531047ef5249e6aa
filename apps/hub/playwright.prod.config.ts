import { urlsFor } from '@member-hub/dev-stack';
import { prodPorts } from '@member-hub/dev-stack/prod';
import { definePlaywrightConfig } from '@member-hub/playwright-config';

// The hub's sign-in journeys (e-mail link through the mail catcher, hand-back to the demo
// services) against the production topology (npm run start:prod: nginx, two member-api instances,
// PostgreSQL, Redis), started by the global setup (e2e/prod-setup.ts). Not part of `npm test` yet
// (it builds first; killing instances during the journeys is still to come):
//   flock /tmp/member-hub-e2e.lock pnpm --filter @member-hub/hub exec playwright test -c playwright.prod.config.ts
export default definePlaywrightConfig({
  name: 'hub-prod-e2e',
  testDir: 'e2e',
  testMatch: ['login.spec.ts'],
  baseURL: urlsFor(prodPorts()).gateway,
  globalSetup: './e2e/prod-setup.ts',
});

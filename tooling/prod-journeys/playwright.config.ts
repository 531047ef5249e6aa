import { urlsFor } from '@member-hub/dev-stack';
import { prodPorts } from '@member-hub/dev-stack/prod';
import { definePlaywrightConfig } from '@member-hub/playwright-config';

// The main journeys against the production topology (npm run start:prod: nginx on 7170, two
// member-api instances, PostgreSQL, Redis), built and started once by the global setup. Each test
// is a whole journey (several page loads of the production builds, mail round trips, an instance
// coming back): its budget is a journey's, not a screen's.
export default definePlaywrightConfig({
  name: 'prod-journeys',
  testDir: 'e2e',
  timeout: 180_000,
  expect: { timeout: 30_000 },
  baseURL: urlsFor(prodPorts()).gateway,
  globalSetup: './e2e/global-setup.ts',
});

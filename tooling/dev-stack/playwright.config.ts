import { definePlaywrightConfig } from '@member-hub/playwright-config';
import { portsFor, urlsFor } from './src/profiles.ts';

export default definePlaywrightConfig({
  name: 'dev-stack-e2e',
  testDir: 'e2e',
  baseURL: urlsFor(portsFor('test')).gateway,
  globalSetup: './e2e/global-setup.ts',
});

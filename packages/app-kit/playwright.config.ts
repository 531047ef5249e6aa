import { definePlaywrightConfig } from '@member-hub/playwright-config';

// No stack and no fixed ports: each spec starts what it needs on free loopback ports.
export default definePlaywrightConfig({ name: 'app-kit-e2e', testDir: 'e2e' });

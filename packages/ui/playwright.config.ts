import { definePlaywrightConfig } from '@member-hub/playwright-config';

const port = Number(process.env.UI_A11Y_PORT ?? 6116);

// Accessibility run of every built story (build-storybook first) on the shared settings: Debian's
// Chromium (never a downloaded browser), the 360 px mobile project, JSON report ui-a11y.
// The stories are independent pages, so they run two at a time.
export default definePlaywrightConfig({
  name: 'ui-a11y',
  baseURL: `http://127.0.0.1:${port}`,
  fullyParallel: true,
  workers: 2,
  webServer: {
    command: 'node e2e/serve-static.mjs',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

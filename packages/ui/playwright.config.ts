import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.UI_A11Y_PORT ?? 6116);
const repoRoot = path.resolve(import.meta.dirname, '../..');

// Accessibility run of every built story (build-storybook first). Debian's Chromium only:
// never a downloaded browser.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'reports/playwright/ui-a11y.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 360, height: 740 },
    locale: 'ja-JP',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve-static.mjs',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

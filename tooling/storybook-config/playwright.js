// The axe run over a built Storybook, the same for the ui package and both apps:
//   // playwright.stories.config.ts
//   export default defineStoriesA11yConfig({ name: 'ui-a11y', storybookDir, port: 6116 });
// The suite (suite/stories-a11y.spec.ts) lives here; the package says where its Storybook is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { definePlaywrightConfig } from '@member-hub/playwright-config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {import('./playwright.d.ts').StoriesA11yOptions} options
 */
export function defineStoriesA11yConfig({ name, storybookDir, port, variantGlobals = false }) {
  // Read by the suite in the runner and in its workers (which inherit the environment).
  process.env.MEMBER_HUB_STORYBOOK_DIR = storybookDir;
  process.env.MEMBER_HUB_STORYBOOK_VARIANTS = variantGlobals ? '1' : '0';
  const baseURL = `http://127.0.0.1:${port}`;
  // Stories are independent pages, so they run two at a time (one preview per worker).
  return definePlaywrightConfig({
    name,
    testDir: path.join(here, 'suite'),
    baseURL,
    fullyParallel: true,
    workers: 2,
    webServer: {
      command: `node ${JSON.stringify(path.join(here, 'serve-static.mjs'))} ${JSON.stringify(storybookDir)} ${port}`,
      url: `${baseURL}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  });
}

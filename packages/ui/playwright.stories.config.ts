import path from 'node:path';

import { defineStoriesA11yConfig } from '@member-hub/storybook-config/playwright';

// axe (WCAG 2.2 A/AA and AAA contrast) and sideways overflow on every story of the built
// Storybook (build-storybook first; turbo does), on the 360 px phone, in Debian's Chromium.
export default defineStoriesA11yConfig({
  name: 'ui-a11y',
  storybookDir: path.join(import.meta.dirname, 'storybook-static'),
  port: Number(process.env['STORYBOOK_A11Y_PORT'] ?? 6116),
  // The toolbar's variants: a story not named for one runs in both.
  variantGlobals: true,
});

// Debian's Chromium and the flags every browser run in this repo uses (Playwright tests, the
// Storybook a11y run, the budget script's Lighthouse). No dependency: importable anywhere.
//   import { chromiumPath, chromiumArgs } from '@member-hub/playwright-config/chromium';

/** Debian's Chromium unless CHROMIUM_PATH points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

// Debian's Chromium and the flags every browser run in this repo uses (never a downloaded browser).
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** A small phone (360 CSS px wide), as the budget is a mobile one. */
export const MOBILE_VIEWPORT = { width: 360, height: 640 } as const;

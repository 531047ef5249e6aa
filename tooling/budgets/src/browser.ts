// Debian's Chromium and the flags every browser run in this repo uses (never a downloaded browser):
// the shared ones of @member-hub/playwright-config.
import { chromiumArgs, chromiumPath } from '@member-hub/playwright-config/chromium';

export const CHROME_PATH = chromiumPath;
export const CHROME_FLAGS = chromiumArgs;

/** A small phone (360 CSS px wide), as the budget is a mobile one. */
export const MOBILE_VIEWPORT = { width: 360, height: 640 } as const;

// Shared Playwright settings for every browser test of the hub.
//   import { definePlaywrightConfig } from '@member-hub/playwright-config';
//   export default definePlaywrightConfig({ name: 'hub-e2e', baseURL: 'http://localhost:6170' });
//
// Browser: Debian's Chromium (/usr/bin/chromium, `apt-get install -y chromium`); Playwright never
// downloads one of its own (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1). Reports: JSON to
// <repo>/reports/playwright/<name>.json (the test command sums them) and a list on the console.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { defineConfig, expect } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './chromium.js';

export { chromiumArgs, chromiumPath };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The layout viewports the conformance checks name: the phone (360 px), WCAG's reflow width
 * (320 px) and the phone at 200 % zoom (180 px, what Chrome lays the page out in).
 */
export const VIEWPORT = Object.freeze({
  phone: Object.freeze({ width: 360, height: 740 }),
  reflow: Object.freeze({ width: 320, height: 640 }),
  zoom200: Object.freeze({ width: 180, height: 370 }),
});

/** The narrowest screen older adults use: 360 px wide, touch, Japanese. */
export const mobile360 = Object.freeze({
  browserName: 'chromium',
  viewport: { ...VIEWPORT.phone },
  screen: { ...VIEWPORT.phone },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'ja-JP',
  timezoneId: 'Asia/Tokyo',
});

/**
 * The same phone at 200 % browser zoom: what Chrome does is halve the layout viewport, so the page
 * is laid out 180 CSS px wide (370 tall) and drawn with twice the pixels. Context options (no
 * browserName): `test.use(mobile360Zoom200)` in a describe block or `browser.newContext(...)`.
 */
export const mobile360Zoom200 = Object.freeze({
  viewport: { ...VIEWPORT.zoom200 },
  screen: { ...VIEWPORT.phone },
  isMobile: true,
  hasTouch: true,
  locale: 'ja-JP',
  timezoneId: 'Asia/Tokyo',
  deviceScaleFactor: 4,
});

/**
 * The browser-context options of a project's `use` (its phone: viewport, screen, pixel density,
 * touch, language, time zone; and its baseURL), for a context a test or a worker opens itself.
 * @param {import('@playwright/test').FullProject['use']} use
 * @returns {import('@playwright/test').BrowserContextOptions}
 */
export function contextOptionsOf(use) {
  const { viewport, screen, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = use;
  return { viewport, screen, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL };
}

/**
 * Fail when the page scrolls sideways (content wider than the layout viewport), naming the widest
 * elements that stick out.
 * @param {import('@playwright/test').Page} page
 */
export async function expectNoHorizontalOverflow(page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
  expect(
    overflow.scrollWidth,
    `sideways scrolling on ${page.url()}: ${overflow.wide.join(', ')}`,
  ).toBeLessThanOrEqual(overflow.width);
}

/**
 * The 360 px phone project. Spec files whose tests share fixed outside state (a stand-in's fixed
 * accounts, say) declare a named lock (`test.describe.configure({ lock })`): Playwright never runs
 * two files holding the same lock at once, and runs every other file beside them.
 */
function phoneProjects() {
  return [{ name: 'mobile-360', use: { ...mobile360 } }];
}

/**
 * Traces: a single run keeps the trace of a failed test; the whole test command (`npm test`, which
 * sets MEMBER_HUB_E2E_TRACE=off) records none. A trace records DOM snapshots and a screencast of
 * every action of every test, kept or not: about a quarter of an e2e suite's CPU on a two-core
 * machine (the profile suite: 308 s of CPU with it, 221 s without). That run keeps each failure's
 * error and screenshot; a trace is one re-run away (`--trace on`).
 * @returns {'off' | 'on' | 'retain-on-failure'}
 */
function traceMode() {
  const mode = process.env.MEMBER_HUB_E2E_TRACE;
  return mode === 'off' || mode === 'on' ? mode : 'retain-on-failure';
}

/**
 * @param {import('./index.d.ts').PlaywrightConfigOptions} options
 */
export function definePlaywrightConfig({
  name,
  testDir = 'e2e',
  baseURL,
  globalSetup,
  projects,
  use,
  ...rest
}) {
  const ci = Boolean(process.env.CI);
  return defineConfig({
    testDir,
    outputDir: path.join(repoRoot, 'test-results', name),
    fullyParallel: false,
    workers: 1,
    forbidOnly: ci,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'reports/playwright', `${name}.json`) }]],
    ...(globalSetup ? { globalSetup } : {}),
    use: {
      ...(baseURL ? { baseURL } : {}),
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      trace: traceMode(),
      screenshot: 'only-on-failure',
      launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
      ...use,
    },
    projects: projects ?? phoneProjects(),
    ...rest,
  });
}

/**
 * The page takes a new viewport size, and has answered it: a page answers a resize in its next
 * frame (resize events, ResizeObservers, the renders they start), so two frames pass before the
 * caller measures anything (axe, overflow, a screenshot).
 * @param {import('@playwright/test').Page} page
 * @param {{ width: number, height: number }} size
 */
export async function resizeViewport(page, size) {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Run axe on the page (WCAG 2.x A and AA rules) and fail with a readable list of violations.
 * @param {import('@playwright/test').Page} page
 * @param {{ include?: string, exclude?: string, disableRules?: string[] }} [options]
 */
export async function expectNoAxeViolations(page, options = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  if (options.disableRules) builder = builder.disableRules(options.disableRules);
  // A page without frames is checked by one axe.run in the page ("legacy mode"): the same rules and
  // results, without the blank page the frame-by-frame run opens to merge its parts (about half of
  // every check's time). Pages that frame others keep the frame-by-frame run.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

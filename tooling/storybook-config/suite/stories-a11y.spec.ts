import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SAVE_LOADER_DELAY_MS } from '@member-hub/enums';
import { contextOptionsOf, resizeViewport, VIEWPORT } from '@member-hub/playwright-config';
import { type Page, expect, test as base } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  SET_CURRENT_STORY,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_MISSING,
  STORY_THREW_EXCEPTION,
} from 'storybook/internal/core-events';

import { type StoryConformance, overflowOf, probeControls, probeTabOrder, smallTargets } from './conformance';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

// Set by defineStoriesA11yConfig (playwright.js): the built Storybook this run checks.
const storybookDir = process.env['MEMBER_HUB_STORYBOOK_DIR'];
if (!storybookDir) throw new Error('run through a config made by defineStoriesA11yConfig');
const indexFile = path.join(storybookDir, 'index.json');
// Each story's measurements, for the conformance statement (docs/accessibility.md, rendered by
// tooling/scripts/accessibility-report.mjs): beside the built Storybook, one JSON file per story and variant.
const resultsDir = path.join(storybookDir, '..', 'reports', 'conformance');
mkdirSync(resultsDir, { recursive: true });
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const variants = ['community', 'members'] as const;
type Variant = (typeof variants)[number];
/** The ui package's toolbar variants; an app's screen takes its variant from its client entry. */
const variantGlobals = process.env['MEMBER_HUB_STORYBOOK_VARIANTS'] === '1';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const { version: axeVersion } = require('axe-core/package.json') as { version: string };
// WCAG 2.2 A/AA plus AAA (enhanced 7:1 contrast is our own promise).
const axeTags = ['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The preview's channel events the suite listens to, named by the installed Storybook. */
const previewEvents = {
  finished: STORY_FINISHED,
  missing: STORY_MISSING,
  failures: [STORY_ERRORED, STORY_THREW_EXCEPTION, PLAY_FUNCTION_THREW_EXCEPTION],
};
/** What the preview's channel said about the stories shown in this document (see the init script). */
interface StoryEvent {
  kind: 'finished' | 'missing' | 'failed';
  event: string;
  storyId?: string;
  status?: string;
  message?: string;
}
declare global {
  interface Window {
    __storyEvents?: StoryEvent[];
    axe?: { version: string; run(context: Document, options: object): Promise<AxeResults> };
  }
}

/**
 * One Storybook preview per worker. Loading iframe.html costs a second or more (a new browser
 * context, the preview's scripts); switching the story through the preview's channel, as
 * Storybook's own test runner does, costs a render. Each test shows its story fresh (a story
 * already on screen, or another variant, is loaded again) and waits for the preview's
 * "storyFinished", which comes after the play function and the animations.
 */
interface StoryPreview {
  page: Page;
  show(storyId: string, variant: Variant | null): Promise<void>;
}

const test = base.extend<object, { preview: StoryPreview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      // The project's phone (360 px, touch, Japanese), as the test's own page would have it.
      const context = await browser.newContext(contextOptionsOf(workerInfo.project.use));
      // Record the preview's story events from the moment the channel exists.
      await context.addInitScript((names) => {
        const events: StoryEvent[] = [];
        window.__storyEvents = events;
        let channel: unknown;
        Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set(next: { on(event: string, listener: (payload: never) => void): void }) {
            channel = next;
            next.on(names.finished, ({ storyId, status }: { storyId: string; status: string }) =>
              window.__storyEvents?.push({ kind: 'finished', event: names.finished, storyId, status }),
            );
            next.on(names.missing, (storyId: string) =>
              window.__storyEvents?.push({ kind: 'missing', event: names.missing, storyId }),
            );
            for (const event of names.failures) {
              next.on(event, (error: { message?: string; description?: string }) =>
                window.__storyEvents?.push({
                  kind: 'failed',
                  event,
                  message: error.message ?? error.description,
                }),
              );
            }
          },
        });
      }, previewEvents);
      const page = await context.newPage();
      let shown: { storyId: string; globals: string } | null = null;

      async function show(storyId: string, variant: Variant | null) {
        // a11y.manual: the Storybook addon must not run its own axe at the same time. A story
        // named for its variant fixes it through its own globals, over the default.
        const globals = [variant ? `variant:${variant}` : '', 'a11y.manual:!true'].filter(Boolean).join(';');
        const reload = !shown || shown.globals !== globals || shown.storyId === storyId;
        shown = null;
        if (reload) {
          await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=${globals}`);
        } else {
          await page.evaluate(
            ({ id, setCurrentStory }) => {
              window.__storyEvents?.splice(0);
              const channel = (
                globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(...args: unknown[]): void } }
              ).__STORYBOOK_ADDONS_CHANNEL__;
              channel?.emit(setCurrentStory, { storyId: id, viewMode: 'story' });
            },
            { id: storyId, setCurrentStory: SET_CURRENT_STORY },
          );
        }
        // A story renders in a second or two; far longer means the preview never said so (a
        // Storybook whose channel or events changed): fail in 20 s, not at the test's minute.
        await page
          .waitForFunction(
            (id) =>
              window.__storyEvents?.some(
                (event) => (event.kind === 'finished' && event.storyId === id) || event.kind === 'missing',
              ),
            storyId,
            { timeout: 20_000 },
          )
          .catch((error: unknown) => {
            throw new Error(`the preview did not report ${storyId} finished (${STORY_FINISHED}) in 20 s`, {
              cause: error,
            });
          });
        const events = await page.evaluate(() => window.__storyEvents ?? []);
        expect(
          events.filter((event) => event.kind !== 'finished' || event.status !== 'success'),
          `${storyId} did not render cleanly`,
        ).toEqual([]);
        shown = { storyId, globals };
      }

      await use({ page, show });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// A failing test shows what was on screen (the worker's page is not the test's own).
test.afterEach(async ({ preview }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('screenshot', { body: await preview.page.screenshot(), contentType: 'image/png' });
  }
});

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// A story named for its variant fixes it through its own globals; the others run in both.
const ownVariant = (story: IndexEntry) => !variantGlobals || /community|members/i.test(story.name);
// Grouped by variant, so that a worker reloads the preview only when the variant changes.
const runs: { story: IndexEntry; variant: Variant | null }[] = [
  ...(variantGlobals ? variants : []).flatMap((variant) =>
    stories.filter((story) => !ownVariant(story)).map((story) => ({ story, variant })),
  ),
  ...stories.filter(ownVariant).map((story) => ({ story, variant: null })),
];

/** axe's violations on the page as it is now: rule id, help and the elements. */
async function axeViolations(page: Page) {
  // Ours, once per page (not another copy the page might have loaded).
  if ((await page.evaluate(() => window.axe?.version)) !== axeVersion) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (values) => window.axe!.run(document, { runOnly: { type: 'tag', values } }),
    axeTags,
  );
  // The run saw the story (some rules passed) and could decide the AAA 7:1 contrast rule
  // everywhere (axe skips disabled controls, hence "inapplicable" is allowed).
  expect(results.passes.length).toBeGreaterThan(0);
  expect(results.incomplete.map((rule) => rule.id)).not.toContain('color-contrast-enhanced');
  expect([...results.passes, ...results.inapplicable].map((rule) => rule.id)).toContain(
    'color-contrast-enhanced',
  );
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** The widths the statement names: the phone, WCAG's reflow width, the phone at 200 % zoom. */
const { phone: PHONE, reflow: REFLOW, zoom200: ZOOM_200 } = VIEWPORT;

for (const { story, variant } of runs) {
  const label = variant ?? (variantGlobals ? 'own variant' : 'its client');
  test(`${story.title} / ${story.name} [${label}] conforms at 360 px, 320 px and 200 % zoom`, async ({
    preview,
  }) => {
    const { page } = preview;
    expect(page.viewportSize()?.width, 'the worker’s page is the 360 px phone').toBe(360);
    await preview.show(story.id, variant);
    // Stories tagged "delayed" show something only after the loader threshold.
    if (story.tags?.includes('delayed')) await page.waitForTimeout(SAVE_LOADER_DELAY_MS + 300);

    // axe runs once in the page: a story with a frame would need @axe-core/playwright's frame-by-frame run.
    expect(page.frames(), 'a story without frames').toHaveLength(1);
    if (variant) {
      expect(await page.evaluate(() => document.documentElement.dataset['variant'])).toBe(variant);
    }
    const axe360 = await axeViolations(page);
    const w360 = await overflowOf(page);
    const controls = await probeControls(page);
    const order = await probeTabOrder(page, controls);
    let axe200: Awaited<ReturnType<typeof axeViolations>>;
    let w320: number;
    let w180: number;
    try {
      await resizeViewport(page, REFLOW);
      w320 = await overflowOf(page);
      await resizeViewport(page, ZOOM_200);
      w180 = await overflowOf(page);
      axe200 = await axeViolations(page);
    } finally {
      await resizeViewport(page, PHONE);
    }

    const result: StoryConformance = {
      storyId: story.id,
      title: story.title,
      story: story.name,
      variant: label,
      axe360: axe360.map((v) => v.id),
      axe200: axe200.map((v) => v.id),
      overflow: { w360, w320, w180 },
      controls,
      ...order,
    };
    writeFileSync(
      path.join(resultsDir, `${story.id}${variant ? `--${variant}` : ''}.json`),
      JSON.stringify(result, null, 2),
    );

    expect(axe360, 'axe at 360 px').toEqual([]);
    expect(axe200, 'axe at 200 % zoom (180 CSS px)').toEqual([]);
    // Reflow: nothing wider than the screen, on the phone, at WCAG's 320 px and at 200 % zoom.
    expect(result.overflow, 'no sideways scrolling').toEqual({ w360: 0, w320: 0, w180: 0 });
    expect(
      controls.filter((c) => c.name === '').map((c) => c.tag),
      'every control has a name',
    ).toEqual([]);
    expect(order.unreachable, 'the Tab key reaches every control').toEqual([]);
    expect(order.backwards, 'focus moves down the page').toEqual([]);
    expect(smallTargets(controls), `targets of at least 44 × 44 px`).toEqual([]);
  });
}

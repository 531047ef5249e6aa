import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { SAVE_LOADER_DELAY_MS } from '@member-hub/enums';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = path.resolve(import.meta.dirname, '../storybook-static/index.json');
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const variants = ['community', 'members'] as const;

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  // A story named for its variant fixes it through its own globals; the others run in both.
  const explicit = /community|members/i.test(story.name);
  for (const variant of explicit ? [null] : variants) {
    const label = variant ?? 'own variant';
    test(`${story.title} / ${story.name} [${label}] has no axe violations at 360 px`, async ({ page }) => {
      // a11y.manual: the Storybook addon must not run its own axe at the same time.
      const globals = [variant ? `variant:${variant}` : '', 'a11y.manual:!true'].filter(Boolean).join(';');
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=${globals}`);
      await page.locator('body.sb-show-main').waitFor({ state: 'attached' });
      await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
      // Stories tagged "delayed" show something only after the loader threshold.
      if (story.tags?.includes('delayed')) await page.waitForTimeout(SAVE_LOADER_DELAY_MS + 300);

      const results = await new AxeBuilder({ page })
        // WCAG 2.2 A/AA plus AAA (enhanced 7:1 contrast is our own promise).
        .withTags(['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      // The run saw the story (some rules passed) and could decide the AAA 7:1 contrast rule
      // everywhere (axe skips disabled controls, hence "inapplicable" is allowed).
      expect(results.passes.length).toBeGreaterThan(0);
      expect(results.incomplete.map((rule) => rule.id)).not.toContain('color-contrast-enhanced');
      expect([...results.passes, ...results.inapplicable].map((rule) => rule.id)).toContain(
        'color-contrast-enhanced',
      );
      if (variant) {
        expect(await page.evaluate(() => document.documentElement.dataset['variant'])).toBe(variant);
      }
      const summary = results.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
      expect(summary).toEqual([]);

      // Reflow: nothing wider than a 360 px phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

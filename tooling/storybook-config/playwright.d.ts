import type { PlaywrightTestConfig } from '@playwright/test';

export interface StoriesA11yOptions {
  /** Report name: reports/playwright/<name>.json. */
  name: string;
  /** The built Storybook (`build-storybook` output), absolute. */
  storybookDir: string;
  /** The port the built Storybook is served on for the run (one per package: they may run together). */
  port: number;
  /**
   * The ui package's toolbar variants: each story not named for a variant runs in both
   * (`variant` global). The apps' screens take the variant from their client entry instead.
   */
  variantGlobals?: boolean;
}

/** The Playwright config that axe-checks every story of a built Storybook on the 360 px phone. */
export declare function defineStoriesA11yConfig(options: StoriesA11yOptions): PlaywrightTestConfig;

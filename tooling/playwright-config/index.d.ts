import type {
  BrowserContextOptions,
  FullProject,
  Page,
  PlaywrightTestConfig,
  Project,
} from '@playwright/test';

export declare const repoRoot: string;
export { chromiumArgs, chromiumPath } from './chromium';
/** The layout viewports of the conformance checks: the phone, WCAG's reflow width, the phone at 200 % zoom. */
export declare const VIEWPORT: Readonly<{
  phone: Readonly<{ width: number; height: number }>;
  reflow: Readonly<{ width: number; height: number }>;
  zoom200: Readonly<{ width: number; height: number }>;
}>;

export declare const mobile360: NonNullable<Project['use']>;
/** The 360 px phone at 200 % zoom: a 180 × 370 CSS px layout viewport at twice the pixel density. */
export declare const mobile360Zoom200: NonNullable<Project['use']>;

export interface PlaywrightConfigOptions extends Omit<PlaywrightTestConfig, 'reporter' | 'globalSetup'> {
  /** Report name: the JSON report goes to <repo>/reports/playwright/<name>.json. */
  name: string;
  /** Default 'e2e'. */
  testDir?: string;
  baseURL?: string;
  /** Path of a global-setup module (may return its teardown function). */
  globalSetup?: string;
}

export declare function definePlaywrightConfig(options: PlaywrightConfigOptions): PlaywrightTestConfig;

/** The context options of a project's `use` (the phone and baseURL), for a context opened by hand. */
export declare function contextOptionsOf(use: FullProject['use']): BrowserContextOptions;

/** Fail when the page scrolls sideways, naming the elements that stick out. */
export declare function expectNoHorizontalOverflow(page: Page): Promise<void>;

/** Set the viewport size and let the page answer it (two frames) before anything is measured. */
export declare function resizeViewport(page: Page, size: { width: number; height: number }): Promise<void>;

export declare function expectNoAxeViolations(
  page: Page,
  options?: { include?: string; exclude?: string; disableRules?: string[] },
): Promise<void>;

// The two views every journey of an older member is checked in (ARCHITECTURE
// "works at 200% zoom and on 360 px wide screens"): the 360 px phone, and the same phone at 200 %
// browser zoom. Chrome's zoom halves the layout viewport (media queries, vw and the page's width
// all see 180 CSS px) and draws it with twice the pixels; CSS `zoom` on the page would not, so the
// zoomed view is a 180 × 370 CSS px viewport at four device pixels per CSS px
// (@member-hub/playwright-config `mobile360Zoom200`), as a real phone at 200 % zoom lays it out.
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mobile360,
  mobile360Zoom200,
} from '@member-hub/playwright-config';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightTestOptions,
  test,
} from '@playwright/test';

export interface View {
  /** The describe block's name. */
  readonly name: string;
  /** The page's layout width in CSS px. */
  readonly width: number;
  /** The browser context's options for this view. */
  readonly use: Partial<PlaywrightTestOptions>;
}

// The shared settings' context options (their declared type is the project's loose `use`).
type ContextUse = Partial<PlaywrightTestOptions> & { browserName?: string };
// The project's phone without browserName (a context option cannot change the browser).
const { browserName: _browser, ...phone360 } = mobile360 as ContextUse;

export const views: readonly View[] = [
  { name: '360 px', width: 360, use: phone360 },
  { name: '200 % zoom', width: 180, use: mobile360Zoom200 as ContextUse },
];

/**
 * Declares `body`'s tests once per view: a describe block named after the view, whose `page`
 * (and every context from `newViewContext`) is in that view.
 */
export function forEachView(body: (view: View) => void): void {
  for (const view of views) {
    test.describe(view.name, () => {
      test.use(view.use);
      body(view);
    });
  }
}

/** A second browser (its own storage: a mail app's browser, another phone) in `view`. */
export function newViewContext(browser: Browser, view: View): Promise<BrowserContext> {
  return browser.newContext({ ...view.use, baseURL: test.info().project.use.baseURL ?? '' });
}

/**
 * What a member at this size needs from the page on screen: the page laid out at the view's width
 * and never scrolling sideways; with a `dialog`, the dialog inside the screen, opened at its top
 * (the element that names it in view, not scrolled away behind the buttons) and each of its
 * buttons reachable and inside the screen; and no axe violations.
 */
export async function expectReadable(page: Page, view: View, dialog?: Locator): Promise<void> {
  const layoutWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(layoutWidth, 'the page is laid out at the view’s width').toBe(view.width);
  await expectNoHorizontalOverflow(page);
  if (dialog) await expectDialogReadable(page, view, dialog);
  await expectNoAxeViolations(page);
}

async function expectDialogReadable(page: Page, view: View, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box, 'the dialog has a box').not.toBeNull();
  expect(box!.x, 'the dialog starts inside the screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'the dialog ends inside the screen').toBeLessThanOrEqual(view.width);

  // Opened at its top: the element naming the dialog (its title, or the message) is in view.
  const labelId = await dialog.getAttribute('aria-labelledby');
  expect(labelId, 'the dialog is named by an element').toBeTruthy();
  const label = dialog.locator(`[id="${labelId}"]`);
  expect(await dialog.evaluate((el) => el.scrollTop), 'the dialog opens at its top').toBe(0);
  await expect(label, 'the dialog’s title is on screen when it opens').toBeInViewport();

  // Each button can be reached (scrolled to inside the dialog) and fits the screen's width.
  const buttons = dialog.getByRole('button');
  const count = await buttons.count();
  expect(count, 'the dialog has a button').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    const buttonBox = await button.boundingBox();
    expect(buttonBox!.x).toBeGreaterThanOrEqual(0);
    expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(view.width);
  }
  // Back at the top, as the member found it.
  await dialog.evaluate((el) => el.scrollTo({ top: 0 }));
}

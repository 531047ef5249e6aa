/**
 * What the conformance statement (docs/accessibility.md) says of each screen, measured on the
 * story's page: the names of its controls as the accessibility tree gives them, the order the Tab
 * key visits them in, their target sizes, and reflow at the widths the statement names.
 *
 * The checks run in the page with the axe-core copy the suite already injected, so a control's
 * name and role are axe's own computation (the same one its `button-name`, `label` and
 * `link-name` rules judge).
 */
import type { Page } from '@playwright/test';

/** One control a member can reach: its role, accessible name and box at the probed width. */
export interface ControlProbe {
  readonly role: string;
  readonly name: string;
  readonly tag: string;
  readonly width: number;
  readonly height: number;
  /** A link inside running text: exempt from the target size (WCAG 2.5.8, "inline"). */
  readonly inline: boolean;
  /** A radio button's group: Tab enters a group once, the arrow keys move within it. */
  readonly group?: string;
}

export interface StoryConformance {
  readonly storyId: string;
  readonly title: string;
  readonly story: string;
  readonly variant: string;
  /** axe violations at 360 px and at 200 % zoom (180 CSS px): rule ids, empty when clean. */
  readonly axe360: readonly string[];
  readonly axe200: readonly string[];
  /** How many CSS px the page is wider than the screen at 360, 320 and 180 (200 %) px. */
  readonly overflow: { readonly w360: number; readonly w320: number; readonly w180: number };
  readonly controls: readonly ControlProbe[];
  /** The accessible names in the order the Tab key reached them from the top of the page. */
  readonly tabOrder: readonly string[];
  /** Controls that are focusable but the Tab key never reached. */
  readonly unreachable: readonly string[];
  /** Consecutive Tab stops where focus went back up the page (a name pair per jump). */
  readonly backwards: readonly string[];
}

/** The target size the statement promises (larger than WCAG 2.2 AA's 24 px: AAA 2.5.5). */
export const TARGET_MIN_PX = 44;

/** Controls too small for a finger: neither inline nor at least 44 × 44 CSS px. */
export function smallTargets(controls: readonly ControlProbe[]): string[] {
  return controls
    .filter((c) => !c.inline && (c.width < TARGET_MIN_PX || c.height < TARGET_MIN_PX))
    .map((c) => `${c.role} "${c.name}" ${Math.round(c.width)}×${Math.round(c.height)}`);
}

/** The page's controls (visible, enabled, focusable), in document order, with axe's names. */
export async function probeControls(page: Page): Promise<ControlProbe[]> {
  return page.evaluate(() => {
    type AxeCommons = {
      setup(node: Node): void;
      teardown(): void;
      commons: {
        text: { accessibleText(el: Element): string };
        aria: { getRole(el: Element): string | null };
      };
    };
    const axe = (window as unknown as { axe: AxeCommons }).axe;
    axe.setup(document);
    try {
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
      // With a modal dialog open, the rest of the page is inert: only the dialog's controls count.
      const modal = Array.from(document.querySelectorAll('dialog[open]')).find((d) => d.matches(':modal'));
      const scope: ParentNode = modal ?? document;
      return Array.from(scope.querySelectorAll<HTMLElement>(selector))
        .filter((el) => {
          if ((el as HTMLButtonElement).disabled || el.getAttribute('tabindex') === '-1') return false;
          if (el.closest('[inert],[aria-hidden="true"]')) return false;
          const style = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          return (
            style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0
          );
        })
        .map((el) => {
          // A check box or radio button is tapped through its label as well: its target is both.
          let rect = el.getBoundingClientRect();
          const label = (el as HTMLInputElement).labels?.[0];
          if (label && /^(checkbox|radio)$/.test((el as HTMLInputElement).type)) {
            const l = label.getBoundingClientRect();
            const left = Math.min(rect.left, l.left);
            const top = Math.min(rect.top, l.top);
            rect = new DOMRect(
              left,
              top,
              Math.max(rect.right, l.right) - left,
              Math.max(rect.bottom, l.bottom) - top,
            );
          }
          const parentText = (el.parentElement?.textContent ?? '').trim();
          const ownText = (el.textContent ?? '').trim();
          const inline =
            el.tagName === 'A' &&
            getComputedStyle(el).display === 'inline' &&
            parentText.length > ownText.length;
          return {
            role: axe.commons.aria.getRole(el) ?? el.tagName.toLowerCase(),
            name: axe.commons.text.accessibleText(el).replace(/\s+/g, ' ').trim(),
            tag: el.tagName.toLowerCase(),
            width: rect.width,
            height: rect.height,
            inline,
            ...((el as HTMLInputElement).type === 'radio' && (el as HTMLInputElement).name
              ? { group: `radio:${(el as HTMLInputElement).name}` }
              : {}),
          };
        });
    } finally {
      axe.teardown();
    }
  });
}

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back to a control it
 * visited, and says which controls it reached, in order, and where it went back up the page.
 */
export async function probeTabOrder(
  page: Page,
  controls: readonly ControlProbe[],
): Promise<{ tabOrder: string[]; unreachable: string[]; backwards: string[] }> {
  // Tab starts from the top: a focus at the start of the page (a story's play function may have
  // left focus on a control, and a blur keeps the browser's starting point there).
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.dataset['tabProbeStart'] = '';
    document.body.prepend(start);
    start.focus();
    window.scrollTo(0, 0);
  });
  const stops: { key: string; name: string; group?: string; top: number; bottom: number; left: number }[] =
    [];
  for (let i = 0; i < controls.length + 5; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      el.dataset['tabProbe'] ??= String(Math.random());
      const axe = (
        window as unknown as {
          axe: {
            setup(n: Node): void;
            teardown(): void;
            commons: { text: { accessibleText(e: Element): string } };
          };
        }
      ).axe;
      axe.setup(document);
      const name = axe.commons.text.accessibleText(el).replace(/\s+/g, ' ').trim();
      axe.teardown();
      const r = el.getBoundingClientRect();
      const input = el as HTMLInputElement;
      return {
        key: el.dataset['tabProbe'],
        name,
        ...(input.type === 'radio' && input.name ? { group: `radio:${input.name}` } : {}),
        top: r.top + window.scrollY,
        bottom: r.bottom + window.scrollY,
        left: r.left + window.scrollX,
      };
    });
    if (!stop || stops.some((s) => s.key === stop.key)) break;
    stops.push(stop);
  }
  await page.evaluate(() => document.querySelector('[data-tab-probe-start]')?.remove());
  const backwards: string[] = [];
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1]!, stops[i]!];
    const sameRow = b.top < a.bottom && b.bottom > a.top;
    if (b.top < a.top - 4 && !(sameRow && b.left >= a.left)) backwards.push(`"${a.name}" → "${b.name}"`);
  }
  const reached = new Set(stops.flatMap((s) => [s.name, ...(s.group ? [s.group] : [])]));
  const unreachable = controls
    .filter((c) => !reached.has(c.group ?? c.name))
    .map((c) => `${c.role} "${c.name}"`);
  return { tabOrder: stops.map((s) => s.name), unreachable, backwards };
}

/** How many CSS px the document is wider than its viewport (0 when it reflows). */
export async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { ROOT_FONT_SIZE_PX, VARIANTS, accessibilityMinimums, baseTokens, variantTokens } from './tokens';

const tokensCss = readFileSync(path.join(import.meta.dirname, 'styles/tokens.css'), 'utf8');

/** Custom properties declared in the CSS block whose selector list is exactly `selector`. */
function declarationsOf(selector: string): Record<string, string> {
  const css = tokensCss.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = (block[1] ?? '').split(',').map((s) => s.trim());
    if (selectors.join(',') !== selector) continue;
    const out: Record<string, string> = {};
    for (const decl of (block[2] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      out[decl[1] as string] = (decl[2] as string).trim();
    }
    return out;
  }
  throw new Error(`No block for ${selector}`);
}

const px = (value: string): number => {
  if (value.endsWith('rem')) return Number.parseFloat(value) * ROOT_FONT_SIZE_PX;
  if (value.endsWith('px')) return Number.parseFloat(value);
  throw new Error(`Not a length: ${value}`);
};

describe('tokens.css and tokens.ts', () => {
  it('declare the same base tokens', () => {
    expect(declarationsOf(':root')).toEqual(baseTokens);
  });
  it('declare the same variant tokens (community is also the default)', () => {
    expect(declarationsOf(":root,[data-variant='community']")).toEqual(variantTokens.community);
    expect(declarationsOf("[data-variant='members']")).toEqual(variantTokens.members);
  });
});

describe('size minimums for older adults', () => {
  it('body text is at least 18 px with line-height at least 1.6', () => {
    expect(px(baseTokens['--mh-font-size-body'])).toBeGreaterThanOrEqual(
      accessibilityMinimums.bodyFontSizePx,
    );
    expect(px(baseTokens['--mh-font-size-small'])).toBeGreaterThanOrEqual(
      accessibilityMinimums.bodyFontSizePx,
    );
    expect(Number(baseTokens['--mh-line-height-body'])).toBeGreaterThanOrEqual(
      accessibilityMinimums.bodyLineHeight,
    );
  });
  it('headings are larger than body text', () => {
    const body = px(baseTokens['--mh-font-size-body']);
    expect(px(baseTokens['--mh-font-size-h2'])).toBeGreaterThan(body);
    expect(px(baseTokens['--mh-font-size-h1'])).toBeGreaterThan(px(baseTokens['--mh-font-size-h2']));
  });
  it('touch targets are at least 48 px and buttons at least 56 px', () => {
    expect(px(baseTokens['--mh-touch-target-min'])).toBeGreaterThanOrEqual(
      accessibilityMinimums.touchTargetPx,
    );
    expect(px(baseTokens['--mh-button-min-height'])).toBeGreaterThanOrEqual(56);
  });
  it('dialogs are at most 500 px wide (spec)', () => {
    expect(px(baseTokens['--mh-dialog-max-width'])).toBe(500);
  });
});

describe('contrast ratio', () => {
  it('computes the WCAG ratio (black on white is 21:1, equal colours 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
    expect(contrastRatio('#595959', '#ffffff')).toBeCloseTo(7, 1);
  });

  it.each(VARIANTS)('every text/background pair of the %s variant is at least 7:1', (variant) => {
    const t = { ...baseTokens, ...variantTokens[variant] };
    const pairs: [string, string, string][] = [
      ['body text on page', t['--mh-color-text'], t['--mh-color-bg']],
      ['body text on surface', t['--mh-color-text'], t['--mh-color-surface']],
      ['muted text on page', t['--mh-color-text-muted'], t['--mh-color-bg']],
      ['danger text on surface', t['--mh-color-danger'], t['--mh-color-surface']],
      ['primary button text', t['--mh-color-on-brand'], t['--mh-color-brand']],
      ['secondary button text', t['--mh-color-brand'], t['--mh-color-surface']],
      ['brand text on soft brand', t['--mh-color-brand'], t['--mh-color-brand-soft']],
      ['body text on soft brand', t['--mh-color-text'], t['--mh-color-brand-soft']],
      ['header text', t['--mh-color-header-text'], t['--mh-color-header-bg']],
    ];
    for (const [label, fg, bg] of pairs) {
      expect({ label, ratio: contrastRatio(fg, bg) >= accessibilityMinimums.textContrast }).toEqual({
        label,
        ratio: true,
      });
    }
  });

  it('the two-colour focus ring stands out (≥ 3:1) on page, surface, brand and header', () => {
    for (const variant of VARIANTS) {
      const t = { ...baseTokens, ...variantTokens[variant] };
      for (const bg of [
        t['--mh-color-bg'],
        t['--mh-color-surface'],
        t['--mh-color-brand'],
        t['--mh-color-header-bg'],
      ]) {
        const best = Math.max(
          contrastRatio(t['--mh-color-focus'], bg),
          contrastRatio(t['--mh-color-focus-halo'], bg),
        );
        expect(best).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

/**
 * Typed mirror of src/styles/tokens.css. Keep both in step: tokens.test.ts parses the CSS and
 * fails when a value differs, then checks contrast (≥ 7:1) and size minimums on these values.
 */

/** Tokens shared by every variant (custom property name → CSS value). */
export const baseTokens = {
  '--mh-font-family':
    "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Noto Sans CJK JP', Meiryo, sans-serif",
  '--mh-font-size-body': '1.25rem',
  '--mh-font-size-small': '1.125rem',
  '--mh-font-size-h1': '1.75rem',
  '--mh-font-size-h2': '1.5rem',
  '--mh-line-height-body': '1.7',
  '--mh-line-height-heading': '1.4',
  '--mh-font-weight-bold': '700',
  '--mh-touch-target-min': '3rem',
  '--mh-button-min-height': '3.5rem',
  '--mh-space-1': '0.25rem',
  '--mh-space-2': '0.5rem',
  '--mh-space-3': '1rem',
  '--mh-space-4': '1.5rem',
  '--mh-space-5': '2rem',
  '--mh-radius': '0.5rem',
  '--mh-border-width': '2px',
  '--mh-focus-ring-width': '4px',
  '--mh-focus-ring-offset': '2px',
  '--mh-content-max-width': '40rem',
  // Spec (profile §9): dialog max width 500 px.
  '--mh-dialog-max-width': '500px',
  '--mh-color-bg': '#fbfaf7',
  '--mh-color-surface': '#ffffff',
  '--mh-color-text': '#1a1a1a',
  '--mh-color-text-muted': '#444444',
  '--mh-color-border': '#595959',
  '--mh-color-focus': '#1a1a1a',
  '--mh-color-focus-halo': '#ffd54a',
  '--mh-color-danger': '#8c1d18',
  '--mh-color-backdrop': 'rgb(0 0 0 / 0.6)',
} as const;

/** The two variants: community (service flag 1) and members/membership (service flag 2). */
export const VARIANTS = ['community', 'members'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Service flag (query `serviceId`) → variant. */
export const variantByServiceFlag = { 1: 'community', 2: 'members' } as const satisfies Record<
  1 | 2,
  Variant
>;

/** Tokens switched by `data-variant` on the root element. */
export const variantTokens = {
  community: {
    '--mh-color-brand': '#004d40',
    '--mh-color-on-brand': '#ffffff',
    '--mh-color-brand-soft': '#e6f2ef',
    '--mh-color-header-bg': '#004d40',
    '--mh-color-header-text': '#ffffff',
    '--mh-header-border': 'none',
  },
  members: {
    '--mh-color-brand': '#3d2466',
    '--mh-color-on-brand': '#ffffff',
    '--mh-color-brand-soft': '#f1ecf8',
    '--mh-color-header-bg': '#f1ecf8',
    '--mh-color-header-text': '#1a1a1a',
    '--mh-header-border': '4px solid #3d2466',
  },
} as const satisfies Record<Variant, Record<string, string>>;

export type BaseToken = keyof typeof baseTokens;
export type VariantToken = keyof (typeof variantTokens)['community'];
export type TokenName = BaseToken | VariantToken;

/** `var(--mh-…)` reference for inline styles. */
export function cssVar(name: TokenName): string {
  return `var(${name})`;
}

/** Root font size the rem values are computed against (browser default). */
export const ROOT_FONT_SIZE_PX = 16;

/** Minimums the tokens must meet (checked by tokens.test.ts). */
export const accessibilityMinimums = {
  bodyFontSizePx: 18,
  bodyLineHeight: 1.6,
  touchTargetPx: 48,
  textContrast: 7,
} as const;

import { describe, expect, it } from 'vitest';
import { charsByPackage, charsBySource, decodeVlq, packageOf } from './sourcemap.ts';

describe('decodeVlq', () => {
  it('decodes signed base64 VLQ numbers', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('ACDE')).toEqual([0, 1, -1, 2]);
    expect(decodeVlq('gB')).toEqual([16]);
  });
});

describe('charsBySource', () => {
  it('gives each generated character to the source of the segment it sits in', () => {
    // Line 0: columns 0–9 from a.js, 10–14 and the newline from b.js; line 1: 4 characters from a.js.
    const code = 'aaaaaaaaaabbbbb\naaaa';
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,UCAA;ADAA' };
    expect(Object.fromEntries(charsBySource(code, map))).toEqual({ 'a.js': 14, 'b.js': 6 });
  });

  it('counts code before the first segment as unmapped', () => {
    const map = { sources: ['a.js'], mappings: 'GAAA' };
    expect(Object.fromEntries(charsBySource('xxxaaa', map))).toEqual({ '(unmapped)': 3, 'a.js': 3 });
  });
});

describe('packageOf', () => {
  it('names npm packages (scoped or not), workspace packages and the hub itself', () => {
    expect(
      packageOf('../../../node_modules/.pnpm/@firebase+auth@1.0.0/node_modules/@firebase/auth/dist/x.js'),
    ).toBe('@firebase/auth');
    expect(packageOf('../../node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/a.js')).toBe(
      'react-dom',
    );
    expect(packageOf('packages/identity/src/popup.ts')).toBe('@member-hub/identity');
    expect(packageOf('apps/hub/src/routes.tsx')).toBe('hub (apps/hub/src)');
    expect(packageOf('vite/modulepreload-polyfill.js')).toBe('(other)');
  });

  it('adds the sources of one package together, largest first', () => {
    const totals = charsByPackage(
      new Map([
        ['node_modules/zod/a.js', 5],
        ['node_modules/react/b.js', 7],
        ['node_modules/zod/c.js', 4],
      ]),
    );
    expect(totals).toEqual([
      { name: 'zod', chars: 9 },
      { name: 'react', chars: 7 },
    ]);
  });
});

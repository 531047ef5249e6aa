import { describe, expect, it } from 'vitest';
import { evaluate, formatTable, isResolverRequest, largestScripts, median, sumScripts } from './report.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([97, 80, 91])).toBe(91);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('evaluate', () => {
  it('meets every goal at the limits (140 KB, LCP 1200 ms, 99, 100)', () => {
    const lines = evaluate('/login', { performance: 99, accessibility: 100, lcpMs: 1200 }, 140_000);
    expect(lines.map((l) => [l.name, l.met])).toEqual([
      ['/login JS (gzip, KB)', true],
      ['/login LCP (ms, median)', true],
      ['/login Lighthouse performance (mobile)', true],
      ['/login Lighthouse accessibility', true],
    ]);
  });

  it('says by how much each goal is missed', () => {
    const [js, lcp, perf, a11y] = evaluate(
      '/login',
      { performance: 88, accessibility: 96, lcpMs: 2035 },
      146_340,
    );
    expect(js).toMatchObject({ value: 146.3, met: false, missedBy: 6.3 });
    expect(lcp).toMatchObject({ value: 2035, met: false, missedBy: 835 });
    expect(perf).toMatchObject({ met: false, missedBy: 11 });
    expect(a11y).toMatchObject({ met: false, missedBy: 4 });
  });

  it('has no JavaScript line for a page without a JavaScript goal', () => {
    const lines = evaluate('/profileEdit', { performance: 100, accessibility: 100, lcpMs: 900 });
    expect(lines.map((l) => l.name)).toEqual([
      '/profileEdit LCP (ms, median)',
      '/profileEdit Lighthouse performance (mobile)',
      '/profileEdit Lighthouse accessibility',
    ]);
  });
});

describe('scripts', () => {
  const scripts = [
    { url: '/assets/a.js', rawBytes: 1000, gzipBytes: 400 },
    { url: '/assets/b.js', rawBytes: 5000, gzipBytes: 1500 },
    { url: '/assets/c.js', rawBytes: 200, gzipBytes: 150 },
  ];

  it('adds raw and gzip sizes', () => {
    expect(sumScripts(scripts)).toEqual({ rawBytes: 6200, gzipBytes: 2050 });
  });

  it('lists the largest (gzip) first', () => {
    expect(largestScripts(scripts, 2).map((s) => s.url)).toEqual(['/assets/b.js', '/assets/a.js']);
  });
});

describe('isResolverRequest', () => {
  it("recognises Firebase's auth iframe and gapi, not the hub's own chunks", () => {
    expect(isResolverRequest('https://demo-member-hub.firebaseapp.com/__/auth/iframe?apiKey=x')).toBe(true);
    expect(isResolverRequest('https://apis.google.com/js/api.js')).toBe(true);
    expect(isResolverRequest('http://127.0.0.1:4000/assets/popup-CLzTSXtH.js')).toBe(false);
  });
});

describe('formatTable', () => {
  it('pads the columns to their widest cell', () => {
    expect(formatTable(['a', 'bb'], [['ccc', 'd']])).toBe('a    bb\n---  --\nccc  d');
  });
});

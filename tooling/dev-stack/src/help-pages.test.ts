import { describe, expect, it } from 'vitest';

import { helpReturnPath, localHelpPage } from './help-pages.ts';
import { inlineScriptHashes } from './security-headers.ts';

const ORIGIN = 'http://localhost:5170';
const SUPPORT = {
  phone: '0120-000-000',
  hours: '平日 9時〜17時',
  page: 'http://localhost:5170/help/contact',
};

/** The href of the page's 「前の画面に戻る」, or null when the page has no such link without script. */
function backHref(html: string): string | null {
  const link =
    /<p class="actions" id="back-actions"><a class="button secondary" id="back" href="([^"]*)">前の画面に戻る<\/a>/.exec(
      html,
    );
  return link?.[1] ?? null;
}

describe('helpReturnPath', () => {
  it.each([
    ['/login/mail-sent', '/login/mail-sent'],
    [
      '/login?returnUrl=https%3A%2F%2Fservice.example%2F&clientId=c1',
      '/login?returnUrl=https%3A%2F%2Fservice.example%2F&clientId=c1',
    ],
    ['/profileEdit#top', '/profileEdit#top'],
    ['/a/../login', '/login'],
  ])('keeps a path on the same origin: %s', (from, expected) => {
    expect(helpReturnPath(from, ORIGIN)).toBe(expected);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['another origin', 'https://evil.example/login'],
    ['a scheme-relative address', '//evil.example/login'],
    ['a backslash that browsers read as a slash', '/\\evil.example/login'],
    ['a tab inside the slashes', '/\t/evil.example/'],
    ['script', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'login'],
    ['the same host on another port', 'http://localhost:5171/login'],
  ])('refuses %s', (_name, from) => {
    expect(helpReturnPath(from, ORIGIN)).toBeNull();
  });
});

describe('localHelpPage: the way back', () => {
  it('links 「前の画面に戻る」 to the checked return path, escaped, without needing script', () => {
    const html = localHelpPage('/help/login', SUPPORT, helpReturnPath('/login?a=1&b="x"', ORIGIN)) ?? '';
    expect(backHref(html)).toBe('/login?a=1&#38;b=%22x%22');
    expect(html).not.toContain('id="back-hint"');
  });

  it('without a return path: the link waits for the script, the sentence about Back stays', () => {
    const html = localHelpPage('/help/mail-settings', SUPPORT) ?? '';
    expect(backHref(html)).toBeNull();
    expect(html).toContain('<p class="actions" id="back-actions" hidden>');
    expect(html).toContain('<p id="back-hint">前の画面には、ブラウザの「戻る」で戻れます。</p>');
  });

  it('a hostile return address gives no link to it', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
    ]) {
      const html = localHelpPage('/help/login', SUPPORT, helpReturnPath(from, ORIGIN)) ?? '';
      expect(backHref(html), from).toBeNull();
      expect(html, from).not.toContain('evil.example');
      expect(html, from).not.toContain('javascript:alert');
    }
  });

  it('carries exactly one inline script (the way back), which the CSP allows by its hash', () => {
    const html = localHelpPage('/help/contact', SUPPORT) ?? '';
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(html).toContain('history.back()');
  });
});

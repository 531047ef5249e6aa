import { describe, expect, it } from 'vitest';

import { emailLoginHint, firstSupportedLanguage } from './sign-in-hints';

describe('emailLoginHint', () => {
  it('keeps an e-mail address the login screen accepts', () => {
    expect(emailLoginHint(' hanako@example.jp ')).toBe('hanako@example.jp');
  });
  it('drops anything else', () => {
    for (const hint of [undefined, null, '', 'user-1234', '+81 90 1234 5678', 'a..b@example.jp']) {
      expect(emailLoginHint(hint)).toBeUndefined();
    }
  });
});

describe('firstSupportedLanguage', () => {
  const hub = ['ja', 'en'] as const;
  it('takes the first tag in preference order whose language is supported', () => {
    expect(firstSupportedLanguage('fr-CA en-US ja', hub)).toBe('en');
    expect(firstSupportedLanguage('JA-jp en', hub)).toBe('ja');
  });
  it('answers undefined when none is supported', () => {
    expect(firstSupportedLanguage('fr de', hub)).toBeUndefined();
    expect(firstSupportedLanguage(undefined, hub)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { applyReturnUrlPlaceholders, placeholderTimestamp } from './placeholders';

describe('placeholderTimestamp (YYYYMDDHHmmss, month not padded)', () => {
  it.each([
    ['2024-03-05T07:08:09+09:00', '2024305070809'],
    ['2024-11-05T07:08:09+09:00', '20241105070809'],
    ['2024-12-31T23:59:59+09:00', '20241231235959'],
    ['2024-01-01T00:00:00Z', '2024101090000'],
  ])('%s → %s', (iso, expected) => {
    expect(placeholderTimestamp(new Date(iso))).toBe(expected);
  });
});

describe('applyReturnUrlPlaceholders', () => {
  const now = new Date('2024-03-05T07:08:09+09:00');
  const returnUrl = 'https://community.example.jp/cb?a=1&b=2';

  it('encodes values that sit in the query', () => {
    expect(
      applyReturnUrlPlaceholders('https://svc.example.jp/back?t={timestamp}&from={domain}&next={returnUrl}', {
        now,
        domain: 'member.example.jp',
        returnUrl,
      }),
    ).toBe(
      `https://svc.example.jp/back?t=2024305070809&from=member.example.jp&next=${encodeURIComponent(returnUrl)}`,
    );
  });

  it('keeps values verbatim before the query', () => {
    expect(
      applyReturnUrlPlaceholders('https://{domain}/error?d={domain}', { now, domain: 'localhost:5170' }),
    ).toBe('https://localhost:5170/error?d=localhost%3A5170');
  });

  it('leaves placeholders without a value and unknown ones alone', () => {
    expect(applyReturnUrlPlaceholders('https://x.example.jp/?r={returnUrl}&u={user}', { now })).toBe(
      'https://x.example.jp/?r={returnUrl}&u={user}',
    );
  });
});

import { describe, expect, it } from 'vitest';

import { redactDeep, redactSecrets } from './redact';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';

describe('redactSecrets', () => {
  it('replaces e-mail addresses, bearer/basic credentials, JWTs and secret field values', () => {
    expect(
      redactSecrets(
        `resultCode is not 1 for a.b+c@mail.example.co.jp; Authorization: Basic dXNlcjpwYXNz; ${JWT}; /memberbase/v1/authorization?code=abc123&secure_code=xyz&state=s1`,
      ),
    ).toBe(
      'resultCode is not 1 for [email]; Authorization: Basic [token]; [token]; /memberbase/v1/authorization?code=[redacted]&secure_code=[redacted]&state=s1',
    );
    expect(redactSecrets(`Bearer ${JWT}`)).toBe('Bearer [token]');
    expect(redactSecrets('/validate/email?referenceKey=r1&loginParamKey=k2')).toBe(
      '/validate/email?referenceKey=[redacted]&loginParamKey=[redacted]',
    );
  });

  it('keeps texts without secrets as they are', () => {
    expect(redactSecrets('GetMe API ERROR')).toBe('GetMe API ERROR');
    expect(redactSecrets('release hub@1.2.3')).toBe('release hub@1.2.3');
    expect(redactSecrets('ログインできませんでした (status 503)')).toBe(
      'ログインできませんでした (status 503)',
    );
  });
});

describe('redactDeep', () => {
  it('redacts every string inside objects and arrays and leaves the input untouched', () => {
    const input = {
      message: 'x@example.com',
      list: ['ok', `Bearer ${JWT}`],
      n: 1,
      nested: { t: `token=${JWT}` },
    };
    expect(redactDeep(input)).toEqual({
      message: '[email]',
      list: ['ok', 'Bearer [token]'],
      n: 1,
      nested: { t: 'token=[redacted]' },
    });
    expect(input.message).toBe('x@example.com');
  });
});

import { describe, expect, it } from 'vitest';

import { authErrorReturnAddress } from './auth-error-return';

const demoClient = {
  returnUrl: 'http://localhost:5190/callback',
  state: 's1',
  nonce: 'n1',
  scope: 'openid',
  clientId: 'demo-community',
};

describe('authErrorReturnAddress', () => {
  it('returns to the allowed return address with status=authError', () => {
    expect(authErrorReturnAddress(demoClient, ['http://localhost:5190/'], 'localhost:5170')).toBe(
      'http://localhost:5190/callback?status=authError',
    );
  });

  it('is null (the generic error page) without a client or with a refused address', () => {
    expect(authErrorReturnAddress(null, ['http://localhost:5190/'], 'h')).toBeNull();
    expect(authErrorReturnAddress(demoClient, ['https://other.example.jp/'], 'h')).toBeNull();
  });
});

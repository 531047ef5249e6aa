import { describe, expect, it } from 'vitest';

import { identityRefusal, refusalOf } from './sign-in-check';

// The rules both the hand-back (signInRefusal) and the authentication host (preparedSignInLookup)
// apply; the authorization tests drive them through both against the database.
describe('refusalOf', () => {
  it('refuses a uid without a member record, a revoked member and a locked service, in that order', () => {
    expect(refusalOf(undefined)).toBe('member.not_found');
    expect(refusalOf({ memberStatus: '', locked: true })).toBe('member.revoked');
    expect(refusalOf({ memberStatus: '1', locked: true })).toBe('member.locked');
  });

  it('lets a member in whose service is not locked, memberStatus 2 included (it only blocks /sso)', () => {
    expect(refusalOf({ memberStatus: '1', locked: false })).toBeUndefined();
    expect(refusalOf({ memberStatus: '2', locked: false })).toBeUndefined();
  });
});

describe('identityRefusal', () => {
  it('accepts verified e-mail identities, Google and the server’s custom tokens', () => {
    for (const signInProvider of ['password', 'emailLink', 'google.com', 'custom']) {
      expect(identityRefusal({ signInProvider, emailVerified: true }), signInProvider).toBeUndefined();
    }
    expect(identityRefusal({ signInProvider: 'google.com', emailVerified: false })).toBeUndefined();
  });

  it('refuses an unverified e-mail identity and any other provider', () => {
    expect(identityRefusal({ signInProvider: 'password', emailVerified: false })).toBe(
      'identity.email_unverified',
    );
    expect(identityRefusal({ signInProvider: 'anonymous', emailVerified: false })).toBe('identity.provider');
    expect(identityRefusal({ signInProvider: undefined, emailVerified: true })).toBe('identity.provider');
  });
});

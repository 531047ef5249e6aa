import { Sex } from '@member-hub/enums';
import { describe, expect, it } from 'vitest';

import { amrOf, standardClaimsOf, under18ClaimOf } from './claims';

const member = {
  nickname: 'はなこ',
  birthday: '1950-04-01',
  sexId: Sex.Female,
  updateDate: new Date('2026-11-01T00:00:00Z'),
};

describe('standardClaimsOf', () => {
  it('gives the profile scope the standard claims the member API holds', () => {
    expect(standardClaimsOf(member, 'openid profile', 'profile')).toEqual({
      nickname: 'はなこ',
      birthdate: '1950-04-01',
      gender: 'female',
      updated_at: Date.parse('2026-11-01T00:00:00Z') / 1000,
    });
  });

  it('gives nickname with openid alone only to a client registered for it (the default)', () => {
    expect(standardClaimsOf(member, 'openid')).toEqual({ nickname: 'はなこ' });
    expect(standardClaimsOf(member, 'openid', 'profile')).toEqual({});
  });

  it('leaves out a birthday not entered and a sex not given', () => {
    const claims = standardClaimsOf(
      { ...member, birthday: '1900-01-01', sexId: Sex.NoAnswer },
      'openid profile',
    );
    expect(claims).not.toHaveProperty('birthdate');
    expect(claims).not.toHaveProperty('gender');
  });
});

describe('under18ClaimOf: the privacy of a member under 18, for every client', () => {
  it('is true until the 18th birthday (Japan time), false after and for a birthday not entered', () => {
    const today = new Date('2026-04-01T00:00:00+09:00');
    expect(under18ClaimOf({ birthday: '2008-04-02' }, today)).toEqual({ under_18: true });
    expect(under18ClaimOf({ birthday: '2008-04-01' }, today)).toEqual({ under_18: false });
    expect(under18ClaimOf({ birthday: '1900-01-01' }, today)).toEqual({ under_18: false });
  });
});

describe('amrOf: how the member signed in, for the ID token', () => {
  it('names a passkey hwk and user, and each other method by its RFC 8176 value', () => {
    expect(amrOf({ signInProvider: 'custom', signInMethod: 'passkey' })).toEqual(['hwk', 'user']);
    expect(amrOf({ signInProvider: 'emailLink' })).toEqual(['otp']);
    expect(amrOf({ signInProvider: 'password' })).toEqual(['pwd']);
    expect(amrOf({ signInProvider: 'google.com' })).toEqual(['fed']);
    expect(amrOf({ signInProvider: 'custom', signInMethod: 'd-account' })).toEqual(['fed']);
    // The sign-in an e-mail change makes: the link mailed to the member's new address.
    expect(amrOf({ signInProvider: 'custom', signInMethod: 'email-change' })).toEqual(['otp']);
  });

  it('claims nothing for a custom token that does not say how (kantan, the older service)', () => {
    expect(amrOf({ signInProvider: 'custom' })).toBeUndefined();
    // A claim named like a method but from another provider is not taken.
    expect(amrOf({ signInProvider: 'anonymous', signInMethod: 'passkey' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { identityErrorKinds, isIdentityError, isIdentityErrorOfKind } from './error-kinds';
import { createIdentityError, firebaseErrorMapping, toIdentityError } from './errors';

describe('toIdentityError', () => {
  it.each([
    ['auth/invalid-action-code', 'link_invalid'],
    ['auth/expired-action-code', 'link_expired'],
    ['auth/popup-closed-by-user', 'popup_closed'],
    ['auth/cancelled-popup-request', 'popup_closed'],
    ['auth/network-request-failed', 'network'],
    ['auth/user-disabled', 'user_disabled'],
    ['auth/credential-already-in-use', 'credential_already_in_use'],
    ['auth/weak-password', 'weak_password'],
  ])('maps %s to %s and keeps the original', (firebaseCode, kind) => {
    const original = Object.assign(new Error('Firebase: Error.'), { code: firebaseCode });
    const error = toIdentityError(original);

    expect(error).toMatchObject({ name: 'IdentityError', kind, code: `identity.${kind}`, firebaseCode });
    expect(error.cause).toBe(original);
  });

  it('maps an unlisted auth code and a non-Firebase error to unknown', () => {
    expect(toIdentityError({ code: 'auth/some-new-code' })).toMatchObject({
      kind: 'unknown',
      firebaseCode: 'auth/some-new-code',
    });
    expect(toIdentityError(new TypeError('boom'))).toMatchObject({
      kind: 'unknown',
      firebaseCode: undefined,
    });
  });

  it('passes an IdentityError through unchanged', () => {
    const error = createIdentityError('not_signed_in');
    expect(toIdentityError(error)).toBe(error);
  });

  it('maps only to known kinds', () => {
    for (const kind of Object.values(firebaseErrorMapping)) expect(identityErrorKinds).toContain(kind);
  });
});

describe('type guards', () => {
  it('recognise an error of another copy of the package by its fields, not its class', () => {
    const fromOtherBundle = {
      name: 'IdentityError',
      kind: 'link_expired',
      code: 'identity.link_expired',
      message: '',
    };

    expect(isIdentityError(fromOtherBundle)).toBe(true);
    expect(isIdentityErrorOfKind(fromOtherBundle, 'link_invalid', 'link_expired')).toBe(true);
    expect(isIdentityErrorOfKind(fromOtherBundle, 'network')).toBe(false);
  });

  it('reject look-alikes and Firebase errors', () => {
    expect(isIdentityError({ name: 'IdentityError', kind: 'nonsense', code: 'identity.nonsense' })).toBe(
      false,
    );
    expect(isIdentityError({ name: 'IdentityError', kind: 'network', code: 'identity.unknown' })).toBe(false);
    expect(isIdentityError({ code: 'auth/network-request-failed' })).toBe(false);
    expect(isIdentityError(null)).toBe(false);
  });
});

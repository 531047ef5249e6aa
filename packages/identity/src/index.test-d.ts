import { describe, expectTypeOf, it } from 'vitest';

import {
  createIdentity,
  createSavedEmailStore,
  isIdentityError,
  isIdentityErrorOfKind,
  toIdentityError,
  type EmulatorGoogleAccount,
  type Identity,
  type IdentityConfig,
  type IdentityError,
  type IdentityErrorCode,
  type IdentityErrorKind,
  type IdentitySignInResult,
  type IdentityUser,
  type SavedEmailStore,
} from './index';

describe('createIdentity', () => {
  it('takes the Firebase web config; everything else is optional', () => {
    expectTypeOf(createIdentity).parameter(0).toExtend<IdentityConfig>();
    expectTypeOf({ apiKey: 'k', authDomain: 'd', projectId: 'p' }).toExtend<IdentityConfig>();
    expectTypeOf({ apiKey: 'k', authDomain: 'd' }).not.toExtend<IdentityConfig>();
    expectTypeOf<IdentityConfig['persistence']>().toEqualTypeOf<'local' | 'session' | 'memory' | undefined>();
    expectTypeOf<NonNullable<IdentityConfig['chooseEmulatorGoogleAccount']>>().returns.toEqualTypeOf<
      Promise<EmulatorGoogleAccount | null>
    >();
    expectTypeOf(createIdentity).returns.toEqualTypeOf<Identity>();
  });

  it('returns plain data, never Firebase objects', () => {
    const identity = {} as Identity;
    expectTypeOf(identity.completeEmailLinkSignIn).returns.toEqualTypeOf<Promise<IdentitySignInResult>>();
    expectTypeOf(identity.signInWithGoogle).returns.toEqualTypeOf<Promise<IdentitySignInResult>>();
    expectTypeOf(identity.signInWithCustomToken).returns.toEqualTypeOf<Promise<IdentitySignInResult>>();
    expectTypeOf(identity.unlinkProvider).returns.toEqualTypeOf<Promise<IdentityUser>>();
    expectTypeOf(identity.setPassword).toEqualTypeOf<(password: string) => Promise<IdentityUser>>();
    expectTypeOf(identity.currentUser).returns.toEqualTypeOf<IdentityUser | null>();
    expectTypeOf(identity.getIdToken).returns.toEqualTypeOf<Promise<string | null>>();
    expectTypeOf(identity.onUserChanged).returns.toEqualTypeOf<() => void>();
    expectTypeOf(identity.revokeAndSignOut).parameter(0).toEqualTypeOf<() => Promise<void>>();
    expectTypeOf<IdentityUser>().toEqualTypeOf<{
      readonly uid: string;
      readonly email: string | null;
      readonly emailVerified: boolean;
      readonly displayName: string | null;
      readonly providerIds: readonly string[];
    }>();
  });
});

describe('IdentityError', () => {
  it('has a kind and the matching namespaced code', () => {
    expectTypeOf<'link_invalid'>().toExtend<IdentityErrorKind>();
    expectTypeOf<'identity.link_expired'>().toExtend<IdentityErrorCode>();
    expectTypeOf<'auth/invalid-action-code'>().not.toExtend<IdentityErrorCode>();
    expectTypeOf<IdentityError['kind']>().toEqualTypeOf<IdentityErrorKind>();
    expectTypeOf(toIdentityError).returns.toEqualTypeOf<IdentityError>();
  });

  it('narrows by guard', () => {
    const e: unknown = null;
    if (isIdentityError(e)) expectTypeOf(e.code).toEqualTypeOf<IdentityErrorCode>();
    if (isIdentityErrorOfKind(e, 'link_invalid', 'link_expired')) {
      expectTypeOf(e.kind).toEqualTypeOf<'link_invalid' | 'link_expired'>();
      expectTypeOf(e.code).toEqualTypeOf<'identity.link_invalid' | 'identity.link_expired'>();
    }
    // @ts-expect-error not a kind
    isIdentityErrorOfKind(e, 'auth/popup-closed-by-user');
  });
});

describe('savedEmailStore', () => {
  it('loads a string or null and needs the project id', () => {
    expectTypeOf(createSavedEmailStore).returns.toEqualTypeOf<SavedEmailStore>();
    expectTypeOf<SavedEmailStore['load']>().returns.toEqualTypeOf<Promise<string | null>>();
    // @ts-expect-error projectId is required
    createSavedEmailStore({});
  });
});

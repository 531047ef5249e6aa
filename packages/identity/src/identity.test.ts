// Against the real Firebase Auth emulator (started by src/test/global-setup.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { isIdentityErrorOfKind, type Identity, type IdentityError, type IdentityErrorKind } from './index';
import { adminAuth, emulatorUrl, testIdentity, uniqueEmail } from './test/emulator';

let admin: ReturnType<typeof adminAuth>;
const identities: Identity[] = [];

beforeAll(() => {
  admin = adminAuth();
});
afterAll(() => admin.dispose());
afterEach(async () => {
  await Promise.all(identities.splice(0).map((identity) => identity.dispose()));
});

function identity(...args: Parameters<typeof testIdentity>): Identity {
  const created = testIdentity(...args);
  identities.push(created);
  return created;
}

/** The e-mail sign-in link as the member API makes it (firebase-admin → accounts:sendOobCode). */
function emailLink(email: string): Promise<string> {
  return admin.auth.generateSignInWithEmailLink(email, {
    url: 'http://localhost:5170/login/validate/email',
    handleCodeInApp: true,
  });
}

/** Awaits a rejection and returns it as an IdentityError of the expected kind. */
async function failure(promise: Promise<unknown>, kind: IdentityErrorKind): Promise<IdentityError> {
  const error = await promise.then(
    () => expect.unreachable('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ name: 'IdentityError', kind, code: `identity.${kind}` });
  expect(isIdentityErrorOfKind(error, kind)).toBe(true);
  return error as IdentityError;
}

const googleAccount = (sub: string, email = uniqueEmail(sub)) => ({ sub, email, name: `User ${sub}` });

describe('e-mail link', () => {
  it('recognises the link and signs the member in with it', async () => {
    const id = identity();
    const email = uniqueEmail('link');
    const link = await emailLink(email);

    expect(id.isSignInLink(link)).toBe(true);
    const result = await id.completeEmailLinkSignIn(email, link);

    expect(result.user.email).toBe(email);
    expect(result.user.providerIds).toEqual(['password']);
    expect(result.isNewUser).toBe(true);
    expect(id.currentUser()).toEqual(result.user);
  });

  it('completes on the hub page the link returns to (the emulator redirects like Firebase does)', async () => {
    const id = identity();
    const email = uniqueEmail('landing');
    const response = await fetch(await emailLink(email), { redirect: 'manual' });
    const landing = response.headers.get('location') ?? '';
    expect(landing.startsWith('http://localhost:5170/login/validate/email?')).toBe(true);

    expect(id.isSignInLink(landing)).toBe(true);
    expect((await id.completeEmailLinkSignIn(email, landing)).user.email).toBe(email);
  });

  it('refuses an address other than the one the link was sent to', async () => {
    const link = await emailLink(uniqueEmail('sent-to'));
    const error = await failure(
      identity().completeEmailLinkSignIn(uniqueEmail('typed'), link),
      'invalid_email',
    );
    expect(error.firebaseCode).toBe('auth/invalid-email');
  });

  it('refuses a link that was already used', async () => {
    const email = uniqueEmail('used');
    const link = await emailLink(email);
    await identity().completeEmailLinkSignIn(email, link);

    const error = await failure(identity().completeEmailLinkSignIn(email, link), 'link_invalid');
    expect(error.firebaseCode).toBe('auth/invalid-action-code');
  });

  it('refuses a link whose code was altered', async () => {
    const email = uniqueEmail('altered');
    const link = new URL(await emailLink(email));
    link.searchParams.set('oobCode', `${link.searchParams.get('oobCode')}x`);

    await failure(identity().completeEmailLinkSignIn(email, link.toString()), 'link_invalid');
  });

  it('treats a page URL that is not a sign-in link as an invalid link', async () => {
    const id = identity();
    const url = 'http://localhost:5170/login/validate/email?referenceKey=abc';

    expect(id.isSignInLink(url)).toBe(false);
    await failure(id.completeEmailLinkSignIn(uniqueEmail('none'), url), 'link_invalid');
    expect(id.currentUser()).toBeNull();
  });

  it('signs the same member in again with a second link', async () => {
    const email = uniqueEmail('again');
    const first = await identity().completeEmailLinkSignIn(email, await emailLink(email));
    const second = await identity().completeEmailLinkSignIn(email, await emailLink(email));

    expect(second.user.uid).toBe(first.user.uid);
    expect(second.isNewUser).toBe(false);
  });
});

describe('Google (emulator account chooser)', () => {
  it('signs in with the chosen account', async () => {
    const account = googleAccount(`sub-${uniqueEmail('g')}`);
    const id = identity({ chooseEmulatorGoogleAccount: async () => account });

    const result = await id.signInWithGoogle();

    expect(result.user.email).toBe(account.email);
    expect(result.user.providerIds).toEqual(['google.com']);
    expect(result.providerId).toBe('google.com');
    expect(result.isNewUser).toBe(true);
  });

  it('reports a closed chooser as popup_closed and stays signed out', async () => {
    const id = identity({ chooseEmulatorGoogleAccount: async () => null });

    await failure(id.signInWithGoogle(), 'popup_closed');
    expect(id.currentUser()).toBeNull();
  });

  it('needs the chooser when running against the emulator', async () => {
    await failure(identity().signInWithGoogle(), 'configuration');
  });

  it('links a Google account to an e-mail member and unlinks it again', async () => {
    const email = uniqueEmail('linker');
    const account = googleAccount(`sub-${uniqueEmail('free')}`);
    const id = identity({ chooseEmulatorGoogleAccount: async () => account });
    const { user } = await id.completeEmailLinkSignIn(email, await emailLink(email));

    const linked = await id.linkWithGoogle();
    expect(linked.user.uid).toBe(user.uid);
    expect([...linked.user.providerIds].sort()).toEqual(['google.com', 'password']);

    const unlinked = await id.unlinkProvider('google.com');
    expect(unlinked.providerIds).toEqual(['password']);
    expect(id.currentUser()?.providerIds).toEqual(['password']);
  });

  it('refuses to link a Google account that belongs to another member', async () => {
    const taken = googleAccount(`sub-${uniqueEmail('taken')}`);
    // Another member signs up with that Google account first.
    await identity({ chooseEmulatorGoogleAccount: async () => taken }).signInWithGoogle();

    const email = uniqueEmail('second');
    const id = identity({ chooseEmulatorGoogleAccount: async () => taken });
    const { user } = await id.completeEmailLinkSignIn(email, await emailLink(email));

    await failure(id.linkWithGoogle(), 'credential_already_in_use');
    expect(id.currentUser()).toMatchObject({ uid: user.uid, providerIds: ['password'] });
  });

  it('cannot link without a signed-in member', async () => {
    const id = identity({ chooseEmulatorGoogleAccount: async () => googleAccount('nobody') });
    await failure(id.linkWithGoogle(), 'not_signed_in');
  });
});

describe('custom token, ID token and sign-out', () => {
  it('signs in with a server-minted custom token and hands out an ID token the server accepts', async () => {
    const uid = `custom-${Date.now().toString(36)}`;
    const id = identity();

    const result = await id.signInWithCustomToken(await admin.auth.createCustomToken(uid));
    expect(result.user.uid).toBe(uid);

    const token = await id.getIdToken();
    expect(token).not.toBeNull();
    const decoded = await admin.auth.verifyIdToken(token as string);
    expect(decoded.uid).toBe(uid);

    const refreshed = await id.getIdToken(true);
    expect((await admin.auth.verifyIdToken(refreshed as string)).uid).toBe(uid);
  });

  it('maps a malformed custom token to invalid_custom_token', async () => {
    await failure(identity().signInWithCustomToken('not-a-token'), 'invalid_custom_token');
  });

  it('maps a disabled account to user_disabled', async () => {
    const uid = `disabled-${Date.now().toString(36)}`;
    await admin.auth.createUser({ uid, disabled: true });

    await failure(identity().signInWithCustomToken(await admin.auth.createCustomToken(uid)), 'user_disabled');
  });

  it('signs out: no member, no token, and listeners hear it', async () => {
    const id = identity();
    expect(await id.waitForAuthReady()).toBeNull();
    const seen: (string | null)[] = [];
    const unsubscribe = id.onUserChanged((user) => seen.push(user?.uid ?? null));

    const uid = `signout-${Date.now().toString(36)}`;
    await id.signInWithCustomToken(await admin.auth.createCustomToken(uid));
    await id.signOut();
    unsubscribe();

    expect(id.currentUser()).toBeNull();
    expect(await id.getIdToken()).toBeNull();
    expect(seen).toEqual([null, uid, null]);
  });
});

describe('revokeAndSignOut', () => {
  it('calls the server while still signed in, then signs out', async () => {
    const id = identity();
    await id.signInWithCustomToken(await admin.auth.createCustomToken(`revoke-${Date.now().toString(36)}`));
    let tokenDuringLogout: string | null = null;

    await id.revokeAndSignOut(async () => {
      tokenDuringLogout = await id.getIdToken();
    });

    expect(tokenDuringLogout).not.toBeNull();
    expect(id.currentUser()).toBeNull();
  });

  it('only logs a failed revocation and signs out anyway', async () => {
    const logger = { warn: vi.fn() };
    const id = identity({ logger });
    await id.signInWithCustomToken(
      await admin.auth.createCustomToken(`revoke-fail-${Date.now().toString(36)}`),
    );
    const failure = new Error('503');

    await expect(id.revokeAndSignOut(() => Promise.reject(failure))).resolves.toBeUndefined();

    expect(id.currentUser()).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(expect.any(String), failure);
  });
});

/** Signs in by e-mail + password through the emulator's REST API (the wrapper has no such sign-in). */
async function passwordSignIn(
  email: string,
  password: string,
): Promise<{ localId?: string; error?: string }> {
  const response = await fetch(
    `${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string; error?: { message?: string } };
  return { localId: body.localId, error: body.error?.message };
}

describe('setPassword', () => {
  it('gives a Google member a password: e-mail + password then signs in to the same account', async () => {
    const account = googleAccount(`sub-pw-${Date.now().toString(36)}`);
    const id = identity({ chooseEmulatorGoogleAccount: async () => account });
    const { user } = await id.signInWithGoogle();
    const password = 'a1!b2#20261122154501';

    expect(await passwordSignIn(account.email, password)).toMatchObject({ localId: undefined });
    const updated = await id.setPassword(password);

    expect(updated.uid).toBe(user.uid);
    expect([...updated.providerIds].sort()).toEqual(['google.com', 'password']);
    expect(id.currentUser()?.uid).toBe(user.uid);
    expect(await passwordSignIn(account.email, password)).toEqual({ localId: user.uid, error: undefined });
    expect((await passwordSignIn(account.email, 'wrong-password')).error).toMatch(
      /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/,
    );
  });

  it('leaves a session that a revocation-checking server accepts, even a second or more after sign-in', async () => {
    const account = googleAccount(`sub-pw-revoke-${Date.now().toString(36)}`);
    const id = identity({ chooseEmulatorGoogleAccount: async () => account });
    const { user } = await id.signInWithGoogle();
    // The password change moves tokensValidAfterTime to its own second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await id.setPassword('a1!b2#20261122154502');

    const admin = adminAuth();
    try {
      const token = await id.getIdToken(true);
      const decoded = await admin.auth.verifyIdToken(token!, true);
      expect(decoded.uid).toBe(user.uid);
      const validAfter = Date.parse((await admin.auth.getUser(user.uid)).tokensValidAfterTime!);
      expect(decoded.auth_time * 1000).toBeGreaterThanOrEqual(validAfter);
    } finally {
      await admin.dispose();
    }
  });

  it('refuses a password the identity service finds too weak', async () => {
    const id = identity({
      chooseEmulatorGoogleAccount: async () => googleAccount(`sub-${uniqueEmail('weak')}`),
    });
    await id.signInWithGoogle();

    const error = await failure(id.setPassword('abc'), 'weak_password');
    expect(error.firebaseCode).toBe('auth/weak-password');
  });

  it('needs a signed-in member', async () => {
    await failure(identity().setPassword('a1!b2#20261122154501'), 'not_signed_in');
  });
});

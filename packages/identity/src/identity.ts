/**
 * createIdentity(): the Firebase Authentication wrapper of the hub and the profile app (hub spec
 * §7 "Third-party identity service": mail-link sign-in, popup provider sign-in, custom-token
 * sign-in, sign-out, the access token, revocation; persistence local; language Japanese).
 *
 * Every operation returns plain data and throws only IdentityError (see ./errors).
 */
import { deleteApp, getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  GoogleAuthProvider,
  getIdToken as firebaseGetIdToken,
  getIdTokenResult as firebaseGetIdTokenResult,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  linkWithCredential,
  onAuthStateChanged,
  signInWithCredential,
  signInWithCustomToken as firebaseSignInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut as firebaseSignOut,
  unlink,
  updatePassword,
  type Auth,
  type OAuthCredential,
  type Persistence,
  type User,
} from 'firebase/auth';

import { createIdentityError, toIdentityError } from './errors';
import { toIdentityUser, toSignInResult, type IdentitySignInResult, type IdentityUser } from './user';

/** Provider id of Google in Firebase (the hub spec's "{host}" provider). */
export const GOOGLE_PROVIDER_ID = 'google.com';
/** Provider id of the e-mail link sign-in in Firebase (the hub spec's "password (mail)"). */
export const EMAIL_LINK_PROVIDER_ID = 'password';
/** The identity language of the hub (spec §7, §9: "Identity language is Japanese"). */
export const DEFAULT_IDENTITY_LANGUAGE = 'ja';

/**
 * A Google account picked in the emulator's stand-in for the Google popup. The Auth emulator
 * trusts these claims as they are (it is offline; nothing is verified).
 */
export interface EmulatorGoogleAccount {
  /** The Google account id (`sub` claim); the same sub is the same Google account. */
  readonly sub: string;
  readonly email: string;
  readonly name?: string;
}

/**
 * Where the session is kept. `local` (the spec's "persistence is local"): IndexedDB, then
 * localStorage. `session`: sessionStorage. `memory`: nothing survives a reload (tests, Node).
 */
export type IdentityPersistence = 'local' | 'session' | 'memory';

export interface IdentityConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  /** The Auth emulator's base URL (`http://127.0.0.1:9099`). Set only in development and tests. */
  readonly emulatorUrl?: string;
  /** Language of Firebase's own texts and mails. Default `ja`. */
  readonly language?: string;
  /** Default `local`. */
  readonly persistence?: IdentityPersistence;
  /** Firebase app name, for more than one identity in one page (tests). Default `[DEFAULT]`. */
  readonly appName?: string;
  /**
   * Emulator only: shows the app's own account chooser instead of the Google popup (the SDK's
   * popup and the emulator's helper page both load Google's gapi script from the internet).
   * Resolve null when the member closes it: the operation then fails with `popup_closed`.
   * Ignored when `emulatorUrl` is not set.
   */
  readonly chooseEmulatorGoogleAccount?: () => Promise<EmulatorGoogleAccount | null>;
  /** Where failures that are only logged go (revocation). Default `console`. */
  readonly logger?: { warn: (message: string, error?: unknown) => void };
}

export interface Identity {
  /** True when `url` is a Firebase e-mail sign-in link (the page the mail link returns to). */
  isSignInLink(url: string): boolean;
  /**
   * Completes the e-mail link sign-in. `email` must be the address the link was sent to.
   * Fails with `link_invalid` (not a sign-in link, malformed, used), `link_expired`, `invalid_email`.
   */
  completeEmailLinkSignIn(email: string, url: string): Promise<IdentitySignInResult>;
  /** Google sign-in: the popup in production, the app's account chooser against the emulator. */
  signInWithGoogle(): Promise<IdentitySignInResult>;
  /** Links a Google account to the signed-in member. `credential_already_in_use` when it belongs to another member. */
  linkWithGoogle(): Promise<IdentitySignInResult>;
  /** Removes a linked provider (`google.com`) from the signed-in member. */
  unlinkProvider(providerId: string): Promise<IdentityUser>;
  /**
   * Sets (or replaces) the password of the signed-in member, so the account also has the
   * `password` provider with this password. `not_signed_in` without a member, `weak_password`
   * when the identity service refuses it (Firebase wants 6 characters or more),
   * `requires_recent_login` when the last sign-in is too old.
   * Changing a password revokes the sessions that began before it (the user's
   * tokensValidAfterTime moves to now) while the refreshed ID token keeps the old `auth_time`, so
   * a server that checks revocation would refuse it from the next second on. The member is
   * therefore signed in again with the new password (same account), which starts a session after
   * the change.
   */
  setPassword(password: string): Promise<IdentityUser>;
  /** Signs in with a custom token minted by the server (d-account, migration, kantan, game, payout). */
  signInWithCustomToken(token: string): Promise<IdentitySignInResult>;
  signOut(): Promise<void>;
  /**
   * Calls the server's revocation (GET /member/v1/logout, through `callLogout`), then signs out.
   * A failed revocation is only logged (spec §8 "Token revocation failure: Logged only"); the
   * sign-out happens in every case.
   */
  revokeAndSignOut(callLogout: () => Promise<void>): Promise<void>;
  /**
   * The ID token for `Authorization: Bearer`, or null when nobody is signed in. Waits until the
   * persisted session has been restored, so a call made as a page opens finds a signed-in member.
   */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /**
   * The claims of the signed-in member's ID token as the identity service decoded them (Firebase
   * `getIdTokenResult().claims`, custom claims such as `signInMethod` included), or null when
   * nobody is signed in. Not verified here: for the screen's decisions, never for trust.
   */
  getIdTokenClaims(): Promise<Readonly<Record<string, unknown>> | null>;
  /** The signed-in member now (call waitForAuthReady() first after a page load). */
  currentUser(): IdentityUser | null;
  /** Calls `callback` with the member on every sign-in and sign-out (and once at start-up). */
  onUserChanged(callback: (user: IdentityUser | null) => void): () => void;
  /** Resolves once the persisted session has been restored (or found absent). */
  waitForAuthReady(): Promise<IdentityUser | null>;
  /** Deletes the underlying Firebase app (tests, hot reload). The identity is unusable afterwards. */
  dispose(): Promise<void>;
}

function persistenceOf(kind: IdentityPersistence): Persistence | Persistence[] {
  switch (kind) {
    case 'local':
      return [indexedDBLocalPersistence, browserLocalPersistence];
    case 'session':
      return browserSessionPersistence;
    case 'memory':
      return inMemoryPersistence;
  }
}

/** Runs a Firebase call and turns whatever it throws into an IdentityError. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw toIdentityError(e);
  }
}

function appOf(config: IdentityConfig): FirebaseApp {
  const name = config.appName ?? '[DEFAULT]';
  // Hot module reload re-runs the app's set-up: reuse the app and its Auth instead of failing.
  if (getApps().some((app) => app.name === name)) return getApp(name);
  return initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    name,
  );
}

/** Creates the identity of one app. Call once per page. */
export function createIdentity(config: IdentityConfig): Identity {
  const app = appOf(config);
  let auth: Auth;
  try {
    // No popupRedirectResolver here: see ./popup (it is passed only when the button is pressed).
    auth = initializeAuth(app, { persistence: persistenceOf(config.persistence ?? 'local') });
  } catch (e) {
    throw toIdentityError(e);
  }
  auth.languageCode = config.language ?? DEFAULT_IDENTITY_LANGUAGE;
  const emulator = config.emulatorUrl !== undefined && config.emulatorUrl !== '';
  if (emulator && auth.emulatorConfig === null) {
    connectAuthEmulator(auth, config.emulatorUrl as string, { disableWarnings: true });
  }
  const logger = config.logger ?? console;

  const signedInUser = (): User => {
    const user = auth.currentUser;
    if (user === null) throw createIdentityError('not_signed_in');
    return user;
  };

  const googleProvider = (): GoogleAuthProvider => {
    const provider = new GoogleAuthProvider();
    // Shared family devices: always let the member pick the account.
    provider.setCustomParameters({ prompt: 'select_account' });
    return provider;
  };

  /** Emulator only: the app's account chooser, turned into the credential the emulator accepts. */
  const emulatorGoogleCredential = async (): Promise<OAuthCredential> => {
    const choose = config.chooseEmulatorGoogleAccount;
    if (choose === undefined) {
      throw createIdentityError('configuration', {
        message: 'chooseEmulatorGoogleAccount is required for Google sign-in against the Auth emulator.',
      });
    }
    const account = await choose();
    if (account === null) throw createIdentityError('popup_closed');
    return GoogleAuthProvider.credential(
      JSON.stringify({ sub: account.sub, email: account.email, email_verified: true, name: account.name }),
    );
  };

  return {
    isSignInLink(url) {
      try {
        return isSignInWithEmailLink(auth, url);
      } catch {
        return false;
      }
    },

    completeEmailLinkSignIn(email, url) {
      return guarded(async () => {
        if (!isSignInWithEmailLink(auth, url)) throw createIdentityError('link_invalid');
        return toSignInResult(await signInWithEmailLink(auth, email, url));
      });
    },

    signInWithGoogle() {
      return guarded(async () => {
        if (emulator)
          return toSignInResult(await signInWithCredential(auth, await emulatorGoogleCredential()));
        const { signInWithProviderPopup } = await import('./popup');
        return toSignInResult(await signInWithProviderPopup(auth, googleProvider()));
      });
    },

    linkWithGoogle() {
      return guarded(async () => {
        const user = signedInUser();
        if (emulator) return toSignInResult(await linkWithCredential(user, await emulatorGoogleCredential()));
        const { linkWithProviderPopup } = await import('./popup');
        return toSignInResult(await linkWithProviderPopup(user, googleProvider()));
      });
    },

    unlinkProvider(providerId) {
      return guarded(async () => toIdentityUser(await unlink(signedInUser(), providerId)));
    },

    setPassword(password) {
      return guarded(async () => {
        const user = signedInUser();
        await updatePassword(user, password);
        if (!user.email) return toIdentityUser(user);
        const { user: renewed } = await signInWithEmailAndPassword(auth, user.email, password);
        return toIdentityUser(renewed);
      });
    },

    signInWithCustomToken(token) {
      return guarded(async () => toSignInResult(await firebaseSignInWithCustomToken(auth, token)));
    },

    signOut() {
      return guarded(() => firebaseSignOut(auth));
    },

    async revokeAndSignOut(callLogout) {
      try {
        await callLogout();
      } catch (e) {
        logger.warn('identity: revoking the refresh token failed; signing out anyway', e);
      }
      await guarded(() => firebaseSignOut(auth));
    },

    getIdToken(forceRefresh = false) {
      return guarded(async () => {
        // A page that calls the API as it opens (the mail-link check) asks before Firebase has
        // restored the saved session: wait for it, or a signed-in member looks signed out.
        await auth.authStateReady();
        const user = auth.currentUser;
        return user === null ? null : firebaseGetIdToken(user, forceRefresh);
      });
    },

    getIdTokenClaims() {
      return guarded(async () => {
        await auth.authStateReady();
        const user = auth.currentUser;
        return user === null ? null : (await firebaseGetIdTokenResult(user)).claims;
      });
    },

    currentUser() {
      return auth.currentUser === null ? null : toIdentityUser(auth.currentUser);
    },

    onUserChanged(callback) {
      return onAuthStateChanged(auth, (user) => callback(user === null ? null : toIdentityUser(user)));
    },

    waitForAuthReady() {
      return guarded(async () => {
        await auth.authStateReady();
        return auth.currentUser === null ? null : toIdentityUser(auth.currentUser);
      });
    },

    dispose() {
      return deleteApp(app);
    },
  };
}

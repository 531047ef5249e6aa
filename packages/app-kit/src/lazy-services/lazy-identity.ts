/**
 * Identity behind the same interface, but Firebase (the largest vendor of both apps) is loaded only
 * when a screen first needs it: the hub's /login and the profile's prerendered loading view paint
 * without it. Asynchronous methods wait for the load; the synchronous ones need it loaded already —
 * the routes that call them (the hub's e-mail link return) load it in their route `lazy`/loader
 * with `getIdentity()`. Before the load `currentUser()` is null.
 *
 * With `mayHaveSession`, `waitForAuthReady` before the load first asks whether a session may be
 * stored at all (without Firebase: `storedSessionMayExist` of `@member-hub/identity/stored-session`)
 * and answers null without loading when it is proven that none is: a signed-out visitor of a
 * guarded route is sent on without Firebase. Every other method loads as before. So
 * `waitForAuthReady` no longer guarantees the load: call `getIdentity()` for that.
 */
import { type Identity, type IdentityUser } from '@member-hub/identity';

export interface LazyIdentity extends Identity {
  /** Loads (once) and returns the real identity. */
  getIdentity(): Promise<Identity>;
  /** Starts the load without waiting (e.g. when the browser is idle). */
  preload(): void;
}

export interface LazyIdentityOptions {
  /**
   * False only when no session can be stored in this browser (then `waitForAuthReady` answers null
   * without loading); true when one may be, or in doubt. A rejection counts as true.
   */
  readonly mayHaveSession?: () => Promise<boolean>;
}

export function createLazyIdentity(
  load: () => Promise<Identity>,
  options: LazyIdentityOptions = {},
): LazyIdentity {
  let pending: Promise<Identity> | null = null;
  let loaded: Identity | null = null;
  const getIdentity = () => {
    pending ??= load().then((identity) => {
      loaded = identity;
      return identity;
    });
    // A failed load (e.g. a network error fetching the chunk) may be retried by the next call.
    pending.catch(() => {
      if (!loaded) pending = null;
    });
    return pending;
  };
  const loadedOrThrow = (method: string): Identity => {
    if (!loaded) throw new Error(`identity.${method}() before the identity was loaded`);
    return loaded;
  };
  return {
    getIdentity,
    preload: () => void getIdentity().catch(() => undefined),
    isSignInLink: (url) => loadedOrThrow('isSignInLink').isSignInLink(url),
    // Before the load nobody can be signed in yet (Firebase restores the session asynchronously too).
    currentUser: (): IdentityUser | null => (loaded ? loaded.currentUser() : null),
    completeEmailLinkSignIn: async (email, url) => (await getIdentity()).completeEmailLinkSignIn(email, url),
    signInWithGoogle: async () => (await getIdentity()).signInWithGoogle(),
    linkWithGoogle: async () => (await getIdentity()).linkWithGoogle(),
    unlinkProvider: async (providerId) => (await getIdentity()).unlinkProvider(providerId),
    setPassword: async (password) => (await getIdentity()).setPassword(password),
    signInWithCustomToken: async (token) => (await getIdentity()).signInWithCustomToken(token),
    signOut: async () => (await getIdentity()).signOut(),
    revokeAndSignOut: async (callLogout) => (await getIdentity()).revokeAndSignOut(callLogout),
    getIdToken: async (forceRefresh) => (await getIdentity()).getIdToken(forceRefresh),
    getIdTokenClaims: async () => (await getIdentity()).getIdTokenClaims(),
    // Null without the load when nothing can be stored, unless a load began meanwhile (a sign-in,
    // a preload): then the real answer is wanted. A failed check counts as "may".
    waitForAuthReady: async () =>
      !pending && options.mayHaveSession && !(await options.mayHaveSession().catch(() => true)) && !pending
        ? null
        : (await getIdentity()).waitForAuthReady(),
    onUserChanged(callback) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void getIdentity().then((identity) => {
        if (!cancelled) unsubscribe = identity.onUserChanged(callback);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    dispose: async () => {
      if (pending) await (await pending).dispose();
    },
  };
}

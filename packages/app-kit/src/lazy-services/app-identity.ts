/**
 * The identity both apps build the same way: Firebase (the app's own chunk, loaded on first use),
 * Japanese, the emulator in development and tests with the shared account chooser standing in for
 * the Google popup, and the stored-session fast path (a guard asked with nothing stored answers
 * "nobody" without Firebase).
 */
import { type EmulatorGoogleAccount, type Identity, type IdentityConfig } from '@member-hub/identity';

import { type AppConfig } from '../config';
import { createLazyIdentity, type LazyIdentity } from './lazy-identity';

/**
 * `createIdentity` of `@member-hub/identity` from the app's own chunk (a dynamic import, so that
 * Firebase is a chunk of its own): `() => import('./identity-chunk').then((m) => m.createIdentity)`.
 * Answering the function rather than the module lets the bundler leave the module's namespace
 * object out (bytes of the hub's /login entry).
 */
export type LoadIdentityChunk = () => Promise<(config: IdentityConfig) => Identity>;

export function createAppIdentity(
  firebase: AppConfig['firebase'],
  accountChooser: { open(): Promise<EmulatorGoogleAccount | null> } | null,
  loadChunk: LoadIdentityChunk,
): LazyIdentity {
  return createLazyIdentity(
    async () =>
      (await loadChunk())({
        apiKey: firebase.apiKey,
        authDomain: firebase.authDomain,
        projectId: firebase.projectId,
        emulatorUrl: firebase.emulatorUrl,
        language: 'ja',
        ...(accountChooser ? { chooseEmulatorGoogleAccount: () => accountChooser.open() } : {}),
      }),
    {
      // Its own small chunk: the hub's /login entry (budget 140 KB) does not carry it.
      mayHaveSession: () =>
        import('@member-hub/identity/stored-session').then((m) => m.storedSessionMayExist()),
    },
  );
}

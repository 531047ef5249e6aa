// The production set-up (no emulator), which the emulator tests cannot reach: Google goes through
// the popup with the lazily loaded resolver, and initializeAuth never receives a resolver.
import type * as firebaseAuth from 'firebase/auth';
import { browserLocalPersistence, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createIdentity, type Identity } from './index';
import { signInWithProviderPopup } from './popup';

vi.mock('firebase/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof firebaseAuth>();
  return { ...actual, initializeAuth: vi.fn(actual.initializeAuth) };
});
vi.mock('./popup', () => ({ signInWithProviderPopup: vi.fn(), linkWithProviderPopup: vi.fn() }));

const identities: Identity[] = [];
afterEach(async () => {
  await Promise.all(identities.splice(0).map((identity) => identity.dispose()));
  vi.clearAllMocks();
});

function productionIdentity(): Identity {
  const identity = createIdentity({
    apiKey: 'fake-api-key',
    authDomain: 'demo-member-hub.firebaseapp.com',
    projectId: 'demo-member-hub',
    appName: `production-${Math.random().toString(36).slice(2)}`,
    chooseEmulatorGoogleAccount: () => Promise.reject(new Error('must not be used in production')),
  });
  identities.push(identity);
  return identity;
}

describe('production set-up', () => {
  it('initialises Auth with local persistence and without a popup/redirect resolver', () => {
    productionIdentity();

    expect(initializeAuth).toHaveBeenCalledTimes(1);
    const deps = vi.mocked(initializeAuth).mock.calls[0]?.[1];
    expect(deps).toEqual({ persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    expect(deps).not.toHaveProperty('popupRedirectResolver');
  });

  it('signs in with Google through the popup module, loaded when the button is pressed', async () => {
    const identity = productionIdentity();
    vi.mocked(signInWithProviderPopup).mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), {
        code: 'auth/popup-closed-by-user',
      }),
    );

    await expect(identity.signInWithGoogle()).rejects.toMatchObject({ kind: 'popup_closed' });

    expect(signInWithProviderPopup).toHaveBeenCalledTimes(1);
    const provider = vi.mocked(signInWithProviderPopup).mock.calls[0]?.[1];
    expect(provider?.providerId).toBe('google.com');
  });
});

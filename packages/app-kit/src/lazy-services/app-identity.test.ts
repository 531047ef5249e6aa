import { type Identity, type IdentityConfig } from '@member-hub/identity';
import { describe, expect, it, vi } from 'vitest';

import { createAppIdentity } from './app-identity';

const firebase = {
  apiKey: 'k',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  emulatorUrl: 'http://127.0.0.1:9099',
};
const member = { uid: 'u1' };

function chunk() {
  const createIdentity = vi.fn(
    (_config: IdentityConfig) => ({ waitForAuthReady: async () => member }) as unknown as Identity,
  );
  return { createIdentity, load: vi.fn(async () => createIdentity) };
}

describe('createAppIdentity', () => {
  it('creates the identity from the chunk with the apps’ settings and the account chooser', async () => {
    const { createIdentity, load } = chunk();
    const chooser = { open: vi.fn(async () => null) };
    const identity = createAppIdentity(firebase, chooser, load);
    expect(load).not.toHaveBeenCalled();
    await identity.getIdentity();
    const config = createIdentity.mock.calls[0]?.[0];
    expect(config).toMatchObject({ ...firebase, language: 'ja' });
    await config?.chooseEmulatorGoogleAccount?.();
    expect(chooser.open).toHaveBeenCalled();
  });

  it('passes no account chooser without one', async () => {
    const { createIdentity, load } = chunk();
    await createAppIdentity({ ...firebase, emulatorUrl: undefined }, null, load).getIdentity();
    expect(createIdentity.mock.calls[0]?.[0]).not.toHaveProperty('chooseEmulatorGoogleAccount');
  });

  it('waits for the session through the stored-session check (none → no Firebase)', async () => {
    const { load } = chunk();
    // jsdom has no IndexedDB: the check cannot prove "nobody" and the identity loads.
    await expect(createAppIdentity(firebase, null, load).waitForAuthReady()).resolves.toBe(member);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

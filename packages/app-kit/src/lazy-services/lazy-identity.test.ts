import { type Identity, type IdentityUser } from '@member-hub/identity';
import { describe, expect, it, vi } from 'vitest';

import { createLazyIdentity } from './lazy-identity';

const hanako = { uid: 'u1', email: 'hanako@example.com' } as unknown as IdentityUser;

function fakeIdentity(): Identity {
  return {
    isSignInLink: vi.fn((url: string) => url.includes('oobCode=')),
    currentUser: vi.fn(() => hanako),
    waitForAuthReady: vi.fn(async () => hanako),
    getIdToken: vi.fn(async () => 'token-1'),
    onUserChanged: vi.fn(() => () => undefined),
  } as unknown as Identity;
}

describe('createLazyIdentity', () => {
  it('loads nothing until first used, then loads once for every caller', async () => {
    const real = fakeIdentity();
    const load = vi.fn(async () => real);
    const identity = createLazyIdentity(load);
    expect(load).not.toHaveBeenCalled();
    expect(identity.currentUser()).toBeNull();

    const [user, token] = await Promise.all([identity.waitForAuthReady(), identity.getIdToken()]);
    expect(user).toBe(hanako);
    expect(token).toBe('token-1');
    expect(load).toHaveBeenCalledTimes(1);
    // Once loaded, the synchronous methods answer from the real identity.
    expect(identity.currentUser()).toBe(hanako);
    expect(identity.isSignInLink('https://x.test/?oobCode=1')).toBe(true);
  });

  it('refuses a synchronous link check before the load instead of guessing', () => {
    const identity = createLazyIdentity(async () => fakeIdentity());
    expect(() => identity.isSignInLink('https://x.test/?oobCode=1')).toThrow(
      /before the identity was loaded/,
    );
  });

  it('retries a failed load on the next call', async () => {
    const real = fakeIdentity();
    const load = vi
      .fn<() => Promise<Identity>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue(real);
    const identity = createLazyIdentity(load);
    await expect(identity.getIdToken()).rejects.toThrow('chunk');
    await expect(identity.getIdToken()).resolves.toBe('token-1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('with mayHaveSession (the stored-session fast path)', () => {
    it('answers null without loading when no session can be stored', async () => {
      const load = vi.fn(async () => fakeIdentity());
      const mayHaveSession = vi.fn(async () => false);
      const identity = createLazyIdentity(load, { mayHaveSession });
      await expect(identity.waitForAuthReady()).resolves.toBeNull();
      await expect(identity.waitForAuthReady()).resolves.toBeNull();
      expect(mayHaveSession).toHaveBeenCalledTimes(2);
      expect(load).not.toHaveBeenCalled();
      expect(identity.currentUser()).toBeNull();
    });

    it('loads and answers the restored member when a session may be stored', async () => {
      const load = vi.fn(async () => fakeIdentity());
      const identity = createLazyIdentity(load, { mayHaveSession: async () => true });
      await expect(identity.waitForAuthReady()).resolves.toBe(hanako);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads when the check fails (doubt counts as a session)', async () => {
      const load = vi.fn(async () => fakeIdentity());
      const identity = createLazyIdentity(load, {
        mayHaveSession: async () => Promise.reject(new Error('IndexedDB')),
      });
      await expect(identity.waitForAuthReady()).resolves.toBe(hanako);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('asks the real identity once it is loaded, or loading (a sign-in, a preload)', async () => {
      const real = fakeIdentity();
      const load = vi.fn(async () => real);
      const mayHaveSession = vi.fn(async () => false);
      const identity = createLazyIdentity(load, { mayHaveSession });
      identity.preload();
      await expect(identity.waitForAuthReady()).resolves.toBe(hanako);
      expect(mayHaveSession).not.toHaveBeenCalled();

      // A load that begins while the check runs wins over the check's "nobody".
      const racing = createLazyIdentity(load, {
        mayHaveSession: async () => {
          racing.preload();
          return false;
        },
      });
      await expect(racing.waitForAuthReady()).resolves.toBe(hanako);
    });

    it('loads for everything else (tokens, sign-in) whatever the check says', async () => {
      const load = vi.fn(async () => fakeIdentity());
      const identity = createLazyIdentity(load, { mayHaveSession: async () => false });
      await expect(identity.getIdToken()).resolves.toBe('token-1');
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});

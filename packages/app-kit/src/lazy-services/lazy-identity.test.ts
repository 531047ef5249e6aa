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
});

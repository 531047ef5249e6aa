import { setTimeout as sleep } from 'node:timers/promises';

import { getAuth } from 'firebase-admin/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signUp } from '../../test/helpers';

import { FirebaseIdentity } from './firebase';

// firebase-admin against the real Auth emulator (global set-up), as the member API runs it.
function identityWith(revocationCacheMs: number) {
  const identity = new FirebaseIdentity({
    projectId: 'demo-member-hub',
    emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    revocationCacheMs,
  });
  opened.push(identity);
  // getAuth answers the instance FirebaseIdentity uses: its getUser is the revocation lookup.
  const auth = getAuth(identity.app);
  const getUser = auth.getUser.bind(auth);
  return { identity, getUser, lookups: vi.spyOn(auth, 'getUser') };
}
const opened: FirebaseIdentity[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const identity of opened.splice(0)) await identity.close();
});

// In the emulator firebase-admin's own verifyIdToken looks the user up too; each test verifies the
// token once first, so that what follows is served from the verified-token cache and every
// getUser counted is the revocation lookup alone.
describe('FirebaseIdentity revocation state', () => {
  it('asks the identity service once for a member whose requests arrive together', async () => {
    const user = await signUp();
    // No cache at all: only the lookup in flight is shared.
    const { identity, lookups } = identityWith(0);
    await identity.verifyIdToken(user.idToken);
    lookups.mockClear();
    const verified = await Promise.all(
      Array.from({ length: 25 }, () => identity.verifyIdToken(user.idToken)),
    );
    expect(verified.every((v) => v.uid === user.uid)).toBe(true);
    expect(lookups).toHaveBeenCalledTimes(1);
    // Once it has answered, the next request asks again (nothing is cached with 0 ms).
    await identity.verifyIdToken(user.idToken);
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('keeps no answer read before a revocation this server made while it was in flight', async () => {
    const user = await signUp();
    const { identity, getUser, lookups } = identityWith(1_000);
    await identity.verifyIdToken(user.idToken);
    // The cached state runs out; revocation works in whole seconds (the sign-in must be older).
    await sleep(1_100);
    // The next lookup reads the state at once and answers late, after the revocation below.
    lookups.mockImplementationOnce(async (uid: string) => {
      const state = await getUser(uid);
      await sleep(500);
      return state;
    });
    const inFlight = identity.verifyIdToken(user.idToken);
    await sleep(100);
    await identity.revokeRefreshTokens(user.uid);
    // The request already under way passes (it began before the revocation) ...
    await expect(inFlight).resolves.toMatchObject({ uid: user.uid });
    // ... but the state it read is not kept for the next one, which is refused.
    await expect(identity.verifyIdToken(user.idToken)).rejects.toMatchObject({ kind: 'token_revoked' });
  });
});

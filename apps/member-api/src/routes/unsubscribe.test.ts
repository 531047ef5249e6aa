import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  lookupUser,
  memberBody,
  signUp,
  startTestApi,
  type TestApi,
} from '../../test/helpers';
import { handBacks, members, oidcPayloads, pointBalances, pointHistories } from '../db/schema';

// Unsubscribe (profile spec §4 "Unsubscribe", §8): DELETE /member/v1/me removes the member's data
// in one transaction and ends what the authentication host holds for every sibling service.
describe.each(databaseKinds())('unsubscribe on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function grantsOf(uid: string) {
    return api.deps.db
      .select({ type: oidcPayloads.type })
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${uid}`);
  }

  async function seedSiblingGrants(uid: string) {
    const at = new Date();
    for (const type of ['Session', 'Grant', 'AccessToken', 'RefreshToken']) {
      await api.deps.db.insert(oidcPayloads).values({
        type,
        id: `${type}-${uid}`,
        payload: { accountId: uid, clientId: 'demo-service', grantId: `grant-${uid}` },
        grantId: type === 'Grant' || type === 'Session' ? null : `grant-${uid}`,
        expiresAt: new Date(at.getTime() + 3_600_000),
      });
    }
    await api.deps.db.insert(handBacks).values({
      codeHash: `code-${uid}`,
      secureCodeHash: `secure-${uid}`,
      uid,
      clientId: 'demo-service',
      returnUrl: 'http://localhost:6173/callback',
      state: 'state',
      nonce: 'nonce',
      scope: 'openid',
      createdAt: at,
      expiresAt: new Date(at.getTime() + 60_000),
    });
  }

  it("deletes the member with its points, ends the sibling services' sessions, grants and tokens, and the Firebase user", async () => {
    const user = await signUp();
    const other = await signUp();
    const body = memberBody({
      email: 'u@example.com',
      prefecture: 13,
      city: '渋谷区',
      birthday: '1950-01-02',
      shopKey: '0312345678',
    });
    await call(api, 'POST', '/member/v1/me', { token: user.idToken, body });
    await call(api, 'POST', '/member/v1/me', { token: other.idToken, body: memberBody() });
    const added = await call(api, 'POST', '/member/v1/pointAdd', {
      token: user.idToken,
      body: { serviceId: 1006, pointCode: 1 },
    });
    expect(added.status).toBe(200);
    await seedSiblingGrants(user.uid);
    await seedSiblingGrants(other.uid);
    expect(await grantsOf(user.uid)).toHaveLength(4);

    const deleted = await call(api, 'DELETE', '/member/v1/me', { token: user.idToken });
    expect(deleted.status).toBe(204);

    expect(await api.deps.db.select().from(members).where(eq(members.uid, user.uid))).toEqual([]);
    expect(await api.deps.db.select().from(pointHistories).where(eq(pointHistories.uid, user.uid))).toEqual(
      [],
    );
    expect(await api.deps.db.select().from(pointBalances).where(eq(pointBalances.uid, user.uid))).toEqual([]);
    expect(await grantsOf(user.uid)).toEqual([]);
    expect(await api.deps.db.select().from(handBacks).where(eq(handBacks.uid, user.uid))).toEqual([]);
    expect(await lookupUser(user.idToken)).toBeUndefined();
    // Another member keeps everything.
    expect(await grantsOf(other.uid)).toHaveLength(4);
    expect(await api.deps.db.select().from(handBacks).where(eq(handBacks.uid, other.uid))).toHaveLength(1);
  });

  it('keeps everything when the identity cannot be deleted (one transaction)', async () => {
    const user = await signUp();
    await call(api, 'POST', '/member/v1/me', { token: user.idToken, body: memberBody() });
    await seedSiblingGrants(user.uid);
    const original = api.deps.identity.deleteUser.bind(api.deps.identity);
    api.deps.identity.deleteUser = () => Promise.reject(new Error('identity down'));
    try {
      const failed = await call(api, 'DELETE', '/member/v1/me', { token: user.idToken });
      expect(failed.status).toBe(500);
    } finally {
      api.deps.identity.deleteUser = original;
    }
    expect(await api.deps.db.select().from(members).where(eq(members.uid, user.uid))).toHaveLength(1);
    expect(await grantsOf(user.uid)).toHaveLength(4);
    expect(await api.deps.db.select().from(handBacks).where(eq(handBacks.uid, user.uid))).toHaveLength(1);
  });
});

// The provider's storage adapter (prepared statements over oidc_payloads) against the contract
// oidc-provider relies on: what is stored is found again by id, user code and uid; a consumed
// code says when, and of several consumes at once only one wins; an expired row is gone; destroy
// and revokeByGrantId remove exactly their rows.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds } from '../../test/helpers';
import { openDatabase, type DatabaseHandle } from '../db/client';

import { createDrizzleAdapter, endGrantsOf } from './adapter';

describe.each(databaseKinds())('the oidc-provider adapter (%s)', (kind) => {
  let handle: DatabaseHandle;
  const clock = { now: new Date('2026-11-26T10:00:00Z') };
  let Adapter: ReturnType<typeof createDrizzleAdapter>;
  beforeAll(async () => {
    handle = await openDatabase({
      dataDir: ':memory:',
      pgliteArchive: process.env.MEMBER_API_TEST_PGLITE_ARCHIVE,
      databaseUrl: kind === 'postgres' ? process.env.MEMBER_API_TEST_PG_URL : undefined,
    });
    Adapter = createDrizzleAdapter(handle.db, () => clock.now);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const fresh = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

  it('finds what it stored, by id, user code and uid, per model; an upsert replaces the payload', async () => {
    const codes = new Adapter('AuthorizationCode');
    const sessions = new Adapter('Session');
    const id = fresh('code');
    const payload = {
      accountId: 'u1',
      grantId: fresh('grant'),
      userCode: fresh('uc'),
      uid: fresh('uid'),
      kind: 'x',
    };
    await codes.upsert(id, payload, 60);
    expect(await codes.find(id)).toEqual(payload);
    expect(await codes.findByUserCode(payload.userCode)).toEqual(payload);
    expect(await codes.findByUid(payload.uid)).toEqual(payload);
    // Another model with the same id is another row.
    expect(await sessions.find(id)).toBeUndefined();

    await codes.upsert(id, { ...payload, kind: 'y', ニックネーム: 'はなこ' }, 60);
    expect(await codes.find(id)).toEqual({ ...payload, kind: 'y', ニックネーム: 'はなこ' });
    // No expiry at all is stored as such.
    await sessions.upsert(id, { accountId: 'u1' });
    expect(await sessions.find(id)).toEqual({ accountId: 'u1' });
  });

  it('a consumed row says when it was consumed; an upsert clears it', async () => {
    const codes = new Adapter('AuthorizationCode');
    const id = fresh('code');
    await codes.upsert(id, { accountId: 'u1' }, 60);
    await codes.consume(id);
    expect(await codes.find(id)).toEqual({
      accountId: 'u1',
      consumed: Math.floor(clock.now.getTime() / 1000),
    });
    await codes.upsert(id, { accountId: 'u1' }, 60);
    expect(await codes.find(id)).toEqual({ accountId: 'u1' });
  });

  it('of consumes of one row at once, one wins; the others are refused (invalid_grant) and end the grant', async () => {
    const codes = new Adapter('AuthorizationCode');
    const access = new Adapter('AccessToken');
    const grants = new Adapter('Grant');
    const grantId = fresh('grant');
    const otherGrant = fresh('grant');
    const id = fresh('code');
    const token = fresh('a');
    const otherToken = fresh('a');
    await grants.upsert(grantId, { accountId: 'u1' }, 60);
    await grants.upsert(otherGrant, { accountId: 'u1' }, 60);
    await codes.upsert(id, { accountId: 'u1', grantId }, 60);
    await access.upsert(token, { grantId }, 60);
    await access.upsert(otherToken, { grantId: otherGrant }, 60);

    const outcomes = await Promise.allSettled([codes.consume(id), codes.consume(id), codes.consume(id)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) {
      expect(o.reason).toMatchObject({ error: 'invalid_grant', statusCode: 400 });
    }
    expect(await grants.find(grantId)).toBeUndefined();
    expect(await codes.find(id)).toBeUndefined();
    expect(await access.find(token)).toBeUndefined();
    expect(await grants.find(otherGrant)).toBeDefined();
    expect(await access.find(otherToken)).toBeDefined();
    // A row that is gone cannot be consumed either.
    await expect(codes.consume(fresh('code'))).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('an expired row is not found', async () => {
    const codes = new Adapter('AuthorizationCode');
    const id = fresh('code');
    await codes.upsert(id, { accountId: 'u1' }, 60);
    const before = clock.now;
    try {
      clock.now = new Date(before.getTime() + 59_000);
      expect(await codes.find(id)).toBeDefined();
      clock.now = new Date(before.getTime() + 60_000);
      expect(await codes.find(id)).toBeUndefined();
    } finally {
      clock.now = before;
    }
  });

  it('destroy removes one row; revokeByGrantId the grant’s codes and tokens, not its session or other grants', async () => {
    const codes = new Adapter('AuthorizationCode');
    const access = new Adapter('AccessToken');
    const refresh = new Adapter('RefreshToken');
    const sessions = new Adapter('Session');
    const grantId = fresh('grant');
    const otherGrant = fresh('grant');
    const ids = {
      code: fresh('c'),
      access: fresh('a'),
      refresh: fresh('r'),
      session: fresh('s'),
      other: fresh('o'),
    };
    await codes.upsert(ids.code, { grantId }, 60);
    await access.upsert(ids.access, { grantId }, 60);
    await refresh.upsert(ids.refresh, { grantId }, 60);
    await sessions.upsert(ids.session, { grantId }, 60);
    await refresh.upsert(ids.other, { grantId: otherGrant }, 60);

    await access.destroy(ids.access);
    expect(await access.find(ids.access)).toBeUndefined();
    expect(await codes.find(ids.code)).toBeDefined();

    await refresh.revokeByGrantId(grantId);
    expect(await codes.find(ids.code)).toBeUndefined();
    expect(await refresh.find(ids.refresh)).toBeUndefined();
    expect(await sessions.find(ids.session)).toBeDefined();
    expect(await refresh.find(ids.other)).toBeDefined();
  });

  it("endGrantsOf removes every row naming the member's account, and only those", async () => {
    const refresh = new Adapter('RefreshToken');
    const mine = fresh('r');
    const theirs = fresh('r');
    await refresh.upsert(mine, { accountId: 'leaving-member' }, 60);
    await refresh.upsert(theirs, { accountId: 'staying-member' }, 60);
    await endGrantsOf(handle.db, 'leaving-member');
    expect(await refresh.find(mine)).toBeUndefined();
    expect(await refresh.find(theirs)).toBeDefined();
  });
});

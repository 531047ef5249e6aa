import { randomBytes } from 'node:crypto';

import { eq, inArray, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  lookupUser,
  memberBody,
  signUp,
  signUpMember,
  startTestApi,
  type TestApi,
} from '../../test/helpers';
import { uidForCarrierAccount } from '../daccount/entries';
import { handBacks, members, oidcPayloads, pointBalances, pointHistories } from '../db/schema';
import { type MemberKeyColumn, memberOwnedTables, type MemberOwnedTable } from '../members/member-owned';

/** A value for a required column that names no member (random, so unique indexes hold). */
function filler(column: PgColumn): unknown {
  switch (column.dataType) {
    case 'number':
      return Math.floor(Math.random() * 1_000_000);
    case 'boolean':
      return false;
    case 'date':
      return new Date();
    case 'json':
      return {};
    default:
      return `x-${randomBytes(8).toString('hex')}`;
  }
}

/**
 * One row of `owned` for the member with these keys: every member-key column holds the member's
 * value, every other required column without a default a filler. Built from the table's metadata,
 * so a table added to the schema later gets its row without this test changing.
 */
function rowOf(owned: MemberOwnedTable, keys: Record<MemberKeyColumn, string>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const keyColumns = new Map(owned.columns.map(({ key, column }) => [column.name, key]));
  for (const column of getTableConfig(owned.table).columns) {
    const key = keyColumns.get(column.name);
    const property = Object.entries(owned.table).find(([, value]) => value === column)?.[0] ?? column.name;
    if (key) row[property] = keys[key];
    else if (column.notNull && !column.hasDefault) row[property] = filler(column);
  }
  return row;
}

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

  it('refuses to delete when the sign-in is older than 5 minutes, and keeps everything', async () => {
    const user = await signUpMember(api);
    await seedSiblingGrants(user.uid);
    api.clock.offsetMs = 5 * 60_000 + 5_000;
    try {
      const refused = await call(api, 'DELETE', '/member/v1/me', { token: user.idToken });
      expect(refused).toMatchObject({ status: 403, body: { code: 'auth.recent_login_required' } });
    } finally {
      api.clock.offsetMs = 0;
    }
    expect(await api.deps.db.select().from(members).where(eq(members.uid, user.uid))).toHaveLength(1);
    expect(await grantsOf(user.uid)).toHaveLength(4);
    expect(await lookupUser(user.idToken)).toBeDefined();
  });

  it('keeps everything when the identity cannot be deleted (one transaction)', async () => {
    const user = await signUpMember(api);
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

  it('deletes a row of every table that holds a member key, and the carrier account signs in as a new uid', async () => {
    const owned = memberOwnedTables();
    // The tables of today, so that losing one from the schema walk is noticed too.
    expect(owned.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'daccount_entries',
        'daccount_links',
        'email_changes',
        'fcm_token_relations',
        'hand_backs',
        'login_histories',
        'mail_links',
        'point_balances',
        'point_histories',
        'service_locks',
      ]),
    );
    const seed = async (user: { uid: string; email: string }) => {
      const keys = {
        uid: user.uid,
        email: user.email,
        daccount_entry_user_id: `carrier-${randomBytes(6).toString('hex')}`,
      };
      for (const table of owned) await api.deps.db.insert(table.table).values(rowOf(table, keys) as never);
      return keys;
    };
    const remaining = async (keys: Record<MemberKeyColumn, string>) => {
      const left: string[] = [];
      for (const { name, table, columns } of owned) {
        for (const { key, column } of columns) {
          const rows = await api.deps.db
            .select()
            .from(table)
            .where(inArray(column, [keys[key]]));
          if (rows.length > 0) left.push(`${name}.${column.name}`);
        }
      }
      return left;
    };

    const user = await signUp();
    const other = await signUp();
    await call(api, 'POST', '/member/v1/me', { token: user.idToken, body: memberBody() });
    await call(api, 'POST', '/member/v1/me', { token: other.idToken, body: memberBody() });
    const keys = await seed(user);
    const otherKeys = await seed(other);
    expect(await remaining(keys)).not.toEqual([]);

    const deleted = await call(api, 'DELETE', '/member/v1/me', { token: user.idToken });
    expect(deleted.status).toBe(204);

    expect(await remaining(keys)).toEqual([]);
    // Another member's rows stay, every one of them.
    expect((await remaining(otherKeys)).length).toBe(owned.flatMap((t) => t.columns).length);
    // The carrier account that was linked to the deleted uid gets a new one: no custom token is
    // ever made for the deleted uid again.
    const uid = await uidForCarrierAccount(api.deps.db, new Date(), keys.daccount_entry_user_id);
    expect(uid).not.toBe(user.uid);
    expect(uid).toMatch(/^DA-/);
  });
});

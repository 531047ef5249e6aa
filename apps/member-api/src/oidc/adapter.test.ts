// The provider's storage adapter (prepared statements over oidc_payloads) against the contract
// oidc-provider relies on: what is stored is found again by id, user code and uid; a consumed
// code says when, and of several consumes at once only one wins; an expired row is gone; destroy,
// revokeByGrantId and endGrantsOf remove exactly their rows. And, on a table of 100,000 rows nobody
// has analyzed, each of the exchange's read and a grant's or a member's end reads its own entries.
import { randomBytes } from 'node:crypto';

import { eq, fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds, sqlRunner } from '../../test/helpers';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { oidcPayloads } from '../db/schema/auth';
import { members } from '../db/schema/members';

import {
  createDrizzleAdapter,
  endGrantsOf,
  endGrantsQuery,
  readAlongQuery,
  revokeByGrantIdQuery,
} from './adapter';

/** A node of PostgreSQL's EXPLAIN (ANALYZE, FORMAT JSON) plan. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/**
 * Every read of a table or index in a plan, with the rows it went through: a table's rows
 * returned or filtered out, a bitmap index scan's entries (what it found, before any other
 * condition is applied).
 */
function readsOf(node: PlanNode): { read: string; rows: number }[] {
  const name = node['Relation Name'] ? (node.Alias ?? node['Relation Name']) : node['Index Name'];
  const rows =
    (node['Actual Rows'] +
      (node['Rows Removed by Filter'] ?? 0) +
      (node['Rows Removed by Index Recheck'] ?? 0)) *
    node['Actual Loops'];
  const own = name ? [{ read: `${node['Node Type']} ${name}`, rows }] : [];
  return [...own, ...(node.Plans ?? []).flatMap(readsOf)];
}

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

describe.each(databaseKinds())('the adapter on a table nobody has analyzed (%s)', (kind) => {
  // A database of its own: the statement is planned on a table of 100,000 rows nobody has
  // analyzed (a new or restored database, or autovacuum behind a burst of sign-ins).
  let handle: DatabaseHandle;
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    if (kind === 'postgres')
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'member_api_read_along');
    handle = await openDatabase({
      dataDir: ':memory:',
      pgliteArchive: process.env.MEMBER_API_TEST_PGLITE_ARCHIVE,
      databaseUrl: scratch?.url,
    });
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });
  const fresh = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

  /** Runs `query` with `values` under EXPLAIN ANALYZE: what each table and index read went through. */
  async function planReads(
    query: { toSQL(): { sql: string; params: unknown[] } },
    values: Record<string, unknown>,
  ) {
    const { sql: text, params } = query.toSQL();
    const explain = `explain (analyze, format json) ${text}`;
    const result = await sqlRunner(handle)(explain, fillPlaceholders(params, values));
    const cell = (result.rows[0] as Record<string, unknown>)['QUERY PLAN'];
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    return readsOf(plan.Plan);
  }

  it('reads a token along with its grant, session and member through their indexes, however many sessions the table holds and without statistics', async () => {
    const { db } = handle;
    const accountId = fresh('member');
    await db.insert(members).values({ uid: accountId, nickname: accountId, nicknameKey: accountId });
    const grantId = fresh('grant');
    // The sessions of 100,000 other sign-ins.
    await db.execute(sql`
      insert into oidc_payloads (type, id, uid, payload)
      select 'Session', 'session-' || n, 'uid-' || n, jsonb_build_object('uid', 'uid-' || n, 'accountId', 'someone-' || n)
      from generate_series(1, 100000) as n`);
    const sessionUid = 'uid-54321';
    const code = fresh('code');
    await db.insert(oidcPayloads).values([
      { type: 'Grant', id: grantId, payload: { accountId } },
      {
        type: 'AuthorizationCode',
        id: code,
        grantId,
        payload: { accountId, grantId, expiresWithSession: true, sessionUid },
      },
    ]);
    const token = fresh('token');
    await db
      .insert(oidcPayloads)
      .values({ type: 'AccessToken', id: token, payload: { accountId: fresh('nobody') } });

    const query = readAlongQuery(db);
    const statement = query.prepare(`test_read_along_${kind}`);
    const [hit] = await statement.execute({ type: 'AuthorizationCode', key: code });
    expect(hit).toMatchObject({
      row: { id: code },
      grant: { id: grantId },
      sessionUid,
      session: { type: 'Session', uid: sessionUid },
      accountUid: accountId,
      lockIds: [],
    });
    // A token that ends with no session and names no member reads neither.
    const [alone] = await statement.execute({ type: 'AccessToken', key: token });
    expect(alone).toMatchObject({
      row: { id: token },
      grant: null,
      sessionUid: null,
      session: null,
      accountUid: null,
    });

    const reads = await planReads(query, { type: 'AuthorizationCode', key: code });
    expect(reads.map((r) => r.read).join(', ')).toContain('session_row');
    // One row or entry per read, not every session of the table.
    expect(reads.filter((r) => r.rows > 1)).toEqual([]);
  });

  it("ends a grant's codes and tokens by reading their entries only, however many tokens other grants hold", async () => {
    const { db } = handle;
    // 100,000 access tokens of other grants.
    await db.execute(sql`
      insert into oidc_payloads (type, id, grant_id, payload)
      select 'AccessToken', 'other-token-' || n, 'other-grant-' || (n % 5000), jsonb_build_object('grantId', 'other-grant-' || (n % 5000))
      from generate_series(1, 100000) as n`);
    const grantId = fresh('grant');
    const code = fresh('code');
    const token = fresh('token');
    await db.insert(oidcPayloads).values([
      { type: 'Grant', id: grantId, payload: {} },
      { type: 'AuthorizationCode', id: code, grantId, payload: { grantId } },
      { type: 'AccessToken', id: token, grantId, payload: { grantId } },
    ]);

    const reads = await planReads(revokeByGrantIdQuery(db), { grantId });
    // Its two rows, not the model's every entry.
    expect(reads.filter((r) => r.rows > 2)).toEqual([]);
    const left = await db
      .select({ type: oidcPayloads.type })
      .from(oidcPayloads)
      .where(eq(oidcPayloads.grantId, grantId));
    expect(left).toEqual([]);
    const [counted] = await db
      .select({ others: sql<number>`count(*)::int` })
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.id} like 'other-token-%'`);
    // The other grants' tokens are all still there.
    expect(counted?.others).toBe(100000);
  });

  it("ends a member's sessions, grants and tokens by reading their entries only, however many rows other members hold", async () => {
    const { db } = handle;
    // The refresh tokens of 100,000 sign-ins of other members.
    await db.execute(sql`
      insert into oidc_payloads (type, id, grant_id, payload)
      select 'RefreshToken', 'others-refresh-' || n, 'others-grant-' || n,
        jsonb_build_object('accountId', 'other-member-' || (n % 5000), 'grantId', 'others-grant-' || n)
      from generate_series(1, 100000) as n`);
    const accountId = fresh('member');
    const grantId = fresh('grant');
    await db.insert(oidcPayloads).values([
      { type: 'Session', id: fresh('session'), uid: fresh('uid'), payload: { accountId } },
      { type: 'Grant', id: grantId, payload: { accountId } },
      { type: 'RefreshToken', id: fresh('refresh'), grantId, payload: { accountId, grantId } },
    ]);

    // A logout, a leaving member: the delete reads the member's three entries, not the table.
    const reads = await planReads(endGrantsQuery(db), { accountId });
    expect(reads.filter((r) => r.rows > 3)).toEqual([]);
    const [left] = await db
      .select({
        mine: sql<number>`count(*) filter (where ${oidcPayloads.payload} ->> 'accountId' = ${accountId})::int`,
        others: sql<number>`count(*) filter (where ${oidcPayloads.id} like 'others-refresh-%')::int`,
      })
      .from(oidcPayloads);
    expect(left).toEqual({ mine: 0, others: 100000 });
  });
});

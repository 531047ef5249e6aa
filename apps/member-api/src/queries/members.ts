/**
 * The statements on the member record (members), for the member, migration and kantan calls.
 * Each takes the database or the transaction it runs in.
 */
import { MemberStatus } from '@member-hub/enums';
import { and, eq, sql, type Column, type SQLWrapper } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { qualified } from '../db/qualified';
import { members, pointHistories, type MemberRow, type NewMemberRow } from '../db/schema';
import type { MePointHistoryRow } from '../members/me-response';

import { lockIdsOf } from './locks';

export type { MemberRow, NewMemberRow };

type Db = Database | Tx;

/**
 * The point history of the row's member, oldest first, as a JSON array (profile spec §3:
 * pointHistory is a member field). Columns table-qualified: the subquery is correlated.
 */
function pointHistoryOf() {
  const column = (c: Column) => qualified(pointHistories, c);
  return sql<
    MePointHistoryRow[]
  >`coalesce((select json_agg(json_build_object('pointReason', ${column(pointHistories.pointReason)}, 'pointCode', ${column(pointHistories.pointCode)}, 'createdAt', ${column(pointHistories.createdAt)}) order by ${column(pointHistories.id)}) from ${pointHistories} where ${column(pointHistories.uid)} = ${qualified(members, members.uid)}), '[]'::json)`;
}

/** The member record as GET /me answers it: the row, its lock ids and its point history. */
export interface MeRow {
  readonly member: MemberRow;
  readonly locks: string[];
  readonly pointHistory: MePointHistoryRow[];
}

/** One round trip for the member, its locks and its point history. */
function selectMe(db: Db, uid: SQLWrapper | string) {
  return db
    .select({ member: members, locks: lockIdsOf(), pointHistory: pointHistoryOf() })
    .from(members)
    .where(eq(members.uid, uid))
    .limit(1);
}

/** GET /me's statement, the member's uid a placeholder (`uid`). */
function meByUid(db: Database) {
  return selectMe(db, sql.placeholder('uid'));
}

/** GET /me is the hottest call: the member record as one prepared statement. */
export function prepareGetMe(db: Database): (uid: string) => Promise<MeRow | undefined> {
  const statement = meByUid(db).prepare('member_api_get_me');
  return async (uid) => (await statement.execute({ uid }))[0];
}

/**
 * GET /me's statement as SQL text and parameters, `uid` a placeholder (drizzle-orm's
 * fillPlaceholders): the bench runs the very statement through pg alone (bench/db-floor-server.ts),
 * which tells what the statement costs from what the API adds around it.
 */
export function getMeStatement(db: Database) {
  return meByUid(db).toSQL();
}

/** The member record as GET /me answers it, inside a transaction. */
export async function findMe(tx: Db, uid: string): Promise<MeRow | undefined> {
  return (await selectMe(tx, uid))[0];
}

/** The member row; `forUpdate` locks it until the transaction ends. */
export async function findMember(
  db: Db,
  uid: string,
  options: { forUpdate?: boolean } = {},
): Promise<MemberRow | undefined> {
  const query = db.select().from(members).where(eq(members.uid, uid)).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** Whether `uid` has a member record. */
export async function memberExists(db: Db, uid: string): Promise<boolean> {
  const rows = await db.select({ uid: members.uid }).from(members).where(eq(members.uid, uid)).limit(1);
  return rows.length > 0;
}

/** Inserts a member (unique violations: members_pkey, members_nickname_key_unique). */
export async function insertMember(db: Db, values: NewMemberRow): Promise<MemberRow> {
  const [inserted] = await db.insert(members).values(values).returning();
  return inserted!;
}

/** Changes the member's columns; false when there is no such member. */
export async function updateMember(db: Db, uid: string, changes: Partial<NewMemberRow>): Promise<boolean> {
  const rows = await db
    .update(members)
    .set(changes)
    .where(eq(members.uid, uid))
    .returning({ uid: members.uid });
  return rows.length > 0;
}

/** The uid of the member of an older-service account (by its registration number), if any. */
export async function memberUidByRakucomId(db: Db, rakucomId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ uid: members.uid })
    .from(members)
    .where(eq(members.rakucomId, rakucomId))
    .limit(1);
  return row?.uid;
}

/** Stores the encrypted registration password of the account's member. */
export async function setRakuPassword(db: Db, rakucomId: string, encrypted: string, at: Date): Promise<void> {
  await db.update(members).set({ rakuPW: encrypted, updateDate: at }).where(eq(members.rakucomId, rakucomId));
}

/** The older-service registration fields of the member (GET /me/registerNum). */
export async function registerNumOf(
  db: Db,
  uid: string,
): Promise<Pick<MemberRow, 'rakucomId' | 'rakuUid' | 'rakuPW'> | undefined> {
  const [row] = await db
    .select({ rakucomId: members.rakucomId, rakuUid: members.rakuUid, rakuPW: members.rakuPW })
    .from(members)
    .where(eq(members.uid, uid))
    .limit(1);
  return row;
}

/** memberStatus 2 (SSO blocked) back to 1 for the member of an older-service account. */
export async function unblockSsoOfRakucomId(db: Db, rakucomId: string, at: Date): Promise<void> {
  await db
    .update(members)
    .set({ memberStatus: MemberStatus.Normal, updateDate: at })
    .where(and(eq(members.rakucomId, rakucomId), eq(members.memberStatus, MemberStatus.SsoBlocked)));
}

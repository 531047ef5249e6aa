/**
 * The member-locks read, written once: every question about a member's service locks is a
 * subquery over the same rows, correlated on the member of the row around it (members.uid).
 *
 * service_locks.service_id holds the locked service's code in the enums coding
 * (`serviceLockIdOf`: '1004' community, '1006' membership), the same value GET /me sends as
 * serviceLocks[].serviceId and the hub compares with its variant's service (hub spec §3, §4).
 */
import { eq, sql, type SQLWrapper } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { qualified } from '../db/qualified';
import { members, serviceLocks } from '../db/schema';

const lockId = qualified(serviceLocks, serviceLocks.serviceId);

/**
 * The locks of the row's member. Columns are written table-qualified (see qualified): in a
 * one-table select an unqualified "uid" = "uid" would compare service_locks with itself.
 */
const locksOfTheMember = () =>
  sql`from ${serviceLocks} where ${qualified(serviceLocks, serviceLocks.uid)} = ${qualified(members, members.uid)}`;

/** Whether the row's member holds the lock `id` (a value or a placeholder). */
export function hasLock(id: SQLWrapper | string) {
  return sql<boolean>`exists(select 1 ${locksOfTheMember()} and ${lockId} = ${id})`;
}

/** The lock ids of the row's member, sorted (an empty array when none). */
export function lockIdsOf() {
  return sql<
    string[]
  >`coalesce((select json_agg(${lockId} order by ${lockId}) ${locksOfTheMember()}), '[]'::json)`;
}

/** Whether member `uid` holds the lock `id` (false when there is no such member). */
export async function holdsLock(db: Database | Tx, uid: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ locked: hasLock(id) })
    .from(members)
    .where(eq(members.uid, uid))
    .limit(1);
  return row?.locked ?? false;
}

/** The lock ids of member `uid`, sorted. */
export async function lockIdsOfMember(db: Database | Tx, uid: string): Promise<string[]> {
  const [row] = await db.select({ locks: lockIdsOf() }).from(members).where(eq(members.uid, uid)).limit(1);
  return row?.locks ?? [];
}

/**
 * What belongs to a member, read from the schema itself (profile spec §4 "Unsubscribe": the
 * member's data goes with the member). A row is the member's when one of its columns holds one
 * of the member's keys:
 *
 *   uid                       the member's uid (relations, carrier links, e-mail changes,
 *                             hand-backs, the authentication host's rows, histories, points, …)
 *   daccount_entry_user_id    the member's carrier account (the carrier logins of that account)
 *   email                     the member's address (mailed sign-in links)
 *
 * Unsubscribe deletes from every such table in its transaction, so a table added later with one
 * of these columns is deleted with the member without anyone remembering to add it; the test
 * beside this file writes a row into each table found here and checks that none survives.
 */
import { eq, inArray, is, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';

import type { Tx } from '../db/client';
import * as schema from '../db/schema';
import { daccountLinks, members, type MemberRow } from '../db/schema';
import { endGrantsOf } from '../oidc/adapter';

/** The member's keys, by the column name that holds them in any table. */
export const MEMBER_KEY_COLUMNS = ['uid', 'daccount_entry_user_id', 'email'] as const;
export type MemberKeyColumn = (typeof MEMBER_KEY_COLUMNS)[number];

export interface MemberOwnedTable {
  readonly name: string;
  readonly table: PgTable;
  /** The columns of this table that hold a member key. */
  readonly columns: readonly { readonly key: MemberKeyColumn; readonly column: PgColumn }[];
}

const isMemberKey = (name: string): name is MemberKeyColumn =>
  (MEMBER_KEY_COLUMNS as readonly string[]).includes(name);

/**
 * Columns named like a member key that mean something else, by `table.column`. The authentication
 * host's `uid` is its own session id; its rows name the member inside the payload (`accountId`),
 * and endGrantsOf deletes those.
 */
const NOT_MEMBER_KEYS: ReadonlySet<string> = new Set(['oidc_payloads.uid']);

/** Every table of the schema (but `members` itself) with a column holding a member key. */
export function memberOwnedTables(tables: Record<string, unknown> = schema): MemberOwnedTable[] {
  const out: MemberOwnedTable[] = [];
  for (const value of Object.values(tables)) {
    if (!is(value, PgTable) || value === members) continue;
    const config = getTableConfig(value);
    const columns = config.columns.flatMap((column) =>
      isMemberKey(column.name) && !NOT_MEMBER_KEYS.has(`${config.name}.${column.name}`)
        ? [{ key: column.name, column }]
        : [],
    );
    if (columns.length > 0) out.push({ name: config.name, table: value, columns });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** The values of the member's keys: the record's, and the carrier account its uid is linked to. */
async function memberKeysOf(tx: Tx, member: MemberRow): Promise<Record<MemberKeyColumn, string[]>> {
  const links = await tx
    .select({ daccountEntryUserId: daccountLinks.daccountEntryUserId })
    .from(daccountLinks)
    .where(eq(daccountLinks.uid, member.uid));
  const carrier = new Set(links.map((link) => link.daccountEntryUserId));
  if (member.daccountEntryUserId) carrier.add(member.daccountEntryUserId);
  return {
    uid: [member.uid],
    daccount_entry_user_id: [...carrier],
    // Addresses are stored in lower case by the mail flows.
    email: member.email ? [member.email.toLowerCase()] : [],
  };
}

/**
 * Deletes the member and every row of every member-owned table, inside the caller's transaction
 * (the caller locked the member row). Rows that reference `members` with ON DELETE CASCADE go
 * either way; the others only through this.
 */
export async function deleteMemberOwnedRows(
  tx: Tx,
  member: MemberRow,
  tables: readonly MemberOwnedTable[] = memberOwnedTables(),
): Promise<void> {
  const keys = await memberKeysOf(tx, member);
  for (const { table, columns } of tables) {
    for (const { key, column } of columns) {
      const values = keys[key];
      if (values.length === 0) continue;
      const where: SQL = values.length === 1 ? eq(column, values[0]) : inArray(column, values);
      await tx.delete(table).where(where);
    }
  }
  // The authentication host's rows that name the member only inside their payload.
  await endGrantsOf(tx, member.uid);
  await tx.delete(members).where(eq(members.uid, member.uid));
}

/**
 * The push-token relation on its table (hub spec §3, §4 "Migration login", "Payout flow").
 * Plain functions over the database so that the routes only wire.
 *
 * Consistency for concurrent writes of one uid: every write is one statement or one transaction
 * that locks the uid's row (INSERT … ON CONFLICT (uid) DO UPDATE, SELECT … FOR UPDATE), and a
 * token's update date only moves forward (an older PUT never overwrites a newer token). The
 * unique indexes keep each token in one relation at most.
 */
import type { FcmTokenRelationResponse } from '@member-hub/api-client/contract';
import { PushRelationResult, PushRelationService, type PushRelationServiceId } from '@member-hub/enums';
import { ServiceUsage } from '@member-hub/enums';
import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/client';
import { fcmTokenRelations, members, type FcmTokenRelationRow } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A relation not refreshed for this long is treated as gone: an app in use writes its token at
 * least monthly, and Firebase treats a token unseen for a month as stale (docs/decisions/0007).
 * Refreshed by every write of the relation and by every payout its device proved.
 */
export const RELATION_MAX_AGE_DAYS = 30;

/** The oldest `updatedAt` a relation may have at `at` and still count. */
export const freshSince = (at: Date) => new Date(at.getTime() - RELATION_MAX_AGE_DAYS * 86_400_000);

const isFresh = (row: FcmTokenRelationRow, at: Date) => row.updatedAt >= freshSince(at);

/**
 * Before a write of `tokens` for `uid`: expired relations of other uids that still hold one of
 * them are deleted in the same transaction, so a token given up long ago never blocks its new
 * holder (409) and never names its old one.
 */
async function dropExpiredHolders(tx: Tx, uid: string, tokens: string[], at: Date): Promise<void> {
  if (tokens.length === 0) return;
  await tx
    .delete(fcmTokenRelations)
    .where(
      and(
        ne(fcmTokenRelations.uid, uid),
        lt(fcmTokenRelations.updatedAt, freshSince(at)),
        or(
          inArray(fcmTokenRelations.rakucomFcmToken, tokens),
          inArray(fcmTokenRelations.lamembersFcmToken, tokens),
        ),
      ),
    );
}

/**
 * A relation holding both apps' tokens belongs to a member of both services: in the same
 * transaction as the relation's write, the member's serviceUsage becomes '3' (hub §4 "Payout
 * flow"), so a relation is never linked while its member still counts as one app's only.
 */
async function raiseUsageWhenBoth(tx: Tx, row: FcmTokenRelationRow, at: Date): Promise<void> {
  if (!row.rakucomFcmToken || !row.lamembersFcmToken) return;
  await tx
    .update(members)
    .set({ serviceUsage: ServiceUsage.Both, updateDate: at })
    .where(and(eq(members.uid, row.uid), ne(members.serviceUsage, ServiceUsage.Both)));
}

/** 'null' and '' mean "no token" (the phone apps send the string 'null'). */
export function tokenOrNone(value: string | undefined | null): string | undefined {
  return value && value !== 'null' ? value : undefined;
}

const otherService = (service: PushRelationServiceId): PushRelationServiceId =>
  service === PushRelationService.Rakucom ? PushRelationService.Lamembers : PushRelationService.Rakucom;

const columnsOf = (service: PushRelationServiceId) =>
  service === PushRelationService.Rakucom
    ? { token: fcmTokenRelations.rakucomFcmToken, date: fcmTokenRelations.rakucomUpdateDate }
    : { token: fcmTokenRelations.lamembersFcmToken, date: fcmTokenRelations.lamembersUpdateDate };

const keysOf = (service: PushRelationServiceId) =>
  service === PushRelationService.Rakucom
    ? ({ token: 'rakucomFcmToken', date: 'rakucomUpdateDate' } as const)
    : ({ token: 'lamembersFcmToken', date: 'lamembersUpdateDate' } as const);

export function toRelationResponse(
  row: FcmTokenRelationRow | undefined,
  resultCode: FcmTokenRelationResponse['resultCode'],
): FcmTokenRelationResponse {
  return {
    uid: row?.uid ?? '',
    rakucomFcmToken: row?.rakucomFcmToken ?? '',
    rakucomUpdateDate: row?.rakucomUpdateDate?.toISOString() ?? '',
    lamembersFcmToken: row?.lamembersFcmToken ?? '',
    lamembersUpdateDate: row?.lamembersUpdateDate?.toISOString() ?? '',
    fireBaseAuth: row?.fireBaseAuth ?? '',
    resultCode,
  };
}

/** The relation holding `token` in `service`'s column, unless it has expired at `at`. */
export async function findRelationByToken(
  db: Database,
  token: string,
  service: PushRelationServiceId,
  at: Date,
): Promise<FcmTokenRelationRow | undefined> {
  const [row] = await db
    .select()
    .from(fcmTokenRelations)
    .where(and(eq(columnsOf(service).token, token), gte(fcmTokenRelations.updatedAt, freshSince(at))))
    .limit(1);
  return row;
}

export async function findRelation(db: Database, uid: string): Promise<FcmTokenRelationRow | undefined> {
  const [row] = await db.select().from(fcmTokenRelations).where(eq(fcmTokenRelations.uid, uid)).limit(1);
  return row;
}

/** The device proved the relation (a payout): it counts from `at` again. */
export async function refreshRelation(db: Database, uid: string, at: Date): Promise<void> {
  await db.update(fcmTokenRelations).set({ updatedAt: at }).where(eq(fcmTokenRelations.uid, uid));
}

export class RelationConflict extends Error {
  constructor(readonly kind: 'exists' | 'token_taken') {
    super(kind);
  }
}

/** POST: a new relation for uid; RelationConflict('exists') when the uid has one. */
export async function createRelation(
  db: Database,
  input: { uid: string; token: string; secondToken: string | undefined; serviceType: PushRelationServiceId },
  at: Date,
): Promise<FcmTokenRelationRow> {
  const main = keysOf(input.serviceType);
  const second = keysOf(otherService(input.serviceType));
  try {
    return await db.transaction(async (tx) => {
      await dropExpiredHolders(
        tx,
        input.uid,
        [input.token, ...(input.secondToken ? [input.secondToken] : [])],
        at,
      );
      const rows = await tx
        .insert(fcmTokenRelations)
        .values({
          uid: input.uid,
          [main.token]: input.token,
          [main.date]: at,
          ...(input.secondToken ? { [second.token]: input.secondToken, [second.date]: at } : {}),
          fireBaseAuth: input.serviceType,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: fcmTokenRelations.uid })
        .returning();
      if (!rows[0]) throw new RelationConflict('exists');
      await raiseUsageWhenBoth(tx, rows[0], at);
      return rows[0];
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RelationConflict('token_taken');
    throw error;
  }
}

/**
 * PUT: create or update the relation of uid. Each token is written only when its date is not
 * older than the stored one, so concurrent PUTs end with the newest token whatever their order.
 */
export async function upsertRelation(
  db: Database,
  input: {
    uid: string;
    token: string | undefined;
    tokenUpdateDate: Date;
    secondToken: string | undefined;
    secondTokenUpdateDate: Date;
    serviceType: PushRelationServiceId;
  },
  at: Date,
): Promise<FcmTokenRelationRow> {
  const main = columnsOf(input.serviceType);
  const second = columnsOf(otherService(input.serviceType));
  const mainKeys = keysOf(input.serviceType);
  const secondKeys = keysOf(otherService(input.serviceType));
  // excluded.<col> is the value this statement tried to insert.
  const newer = (col: typeof main) =>
    sql`case when ${col.date} is null or excluded.${sql.identifier(col.date.name)} >= ${col.date} then excluded.${sql.identifier(col.token.name)} else ${col.token} end`;
  const newerDate = (col: typeof main) =>
    sql`greatest(${col.date}, excluded.${sql.identifier(col.date.name)})`;
  const set: Record<string, unknown> = { updatedAt: at };
  const values: Record<string, unknown> = {
    uid: input.uid,
    fireBaseAuth: input.serviceType,
    createdAt: at,
    updatedAt: at,
  };
  if (input.token) {
    values[mainKeys.token] = input.token;
    values[mainKeys.date] = input.tokenUpdateDate;
    set[mainKeys.token] = newer(main);
    set[mainKeys.date] = newerDate(main);
  }
  if (input.secondToken) {
    values[secondKeys.token] = input.secondToken;
    values[secondKeys.date] = input.secondTokenUpdateDate;
    set[secondKeys.token] = newer(second);
    set[secondKeys.date] = newerDate(second);
  }
  try {
    return await db.transaction(async (tx) => {
      await dropExpiredHolders(
        tx,
        input.uid,
        [input.token, input.secondToken].filter((t): t is string => Boolean(t)),
        at,
      );
      const [row] = await tx
        .insert(fcmTokenRelations)
        .values(values as typeof fcmTokenRelations.$inferInsert)
        .onConflictDoUpdate({ target: fcmTokenRelations.uid, set })
        .returning();
      await raiseUsageWhenBoth(tx, row!, at);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RelationConflict('token_taken');
    throw error;
  }
}

export async function deleteRelation(db: Database, uid: string): Promise<boolean> {
  const rows = await db
    .delete(fcmTokenRelations)
    .where(eq(fcmTokenRelations.uid, uid))
    .returning({ uid: fcmTokenRelations.uid });
  return rows.length > 0;
}

/**
 * IdLinkage: the relation of linkageUid becomes uuid's (the route has checked that the caller
 * holds both: see routes/push-relations.ts). When uuid has one already, each app's
 * newer token is kept. 1 done, 2 linkageUid has no relation, 3 error (conflicting tokens).
 */
export async function linkRelation(
  db: Database,
  uuid: string,
  linkageUid: string,
  at: Date,
): Promise<1 | 2 | 3> {
  if (uuid === linkageUid) {
    const own = await findRelation(db, uuid);
    return own && isFresh(own, at) ? PushRelationResult.Exists : PushRelationResult.NotFound;
  }
  try {
    return await db.transaction(async (tx) => {
      // Lock both rows in a fixed order (no deadlock between two linkages of the same pair).
      const locked = await tx
        .select()
        .from(fcmTokenRelations)
        .where(sql`${fcmTokenRelations.uid} in (${uuid}, ${linkageUid})`)
        .orderBy(fcmTokenRelations.uid)
        .for('update');
      const source = locked.find((r) => r.uid === linkageUid);
      const target = locked.find((r) => r.uid === uuid);
      if (!source || !isFresh(source, at)) return PushRelationResult.NotFound;
      await tx.delete(fcmTokenRelations).where(eq(fcmTokenRelations.uid, linkageUid));
      const pick = (
        a: string | null | undefined,
        ad: Date | null | undefined,
        b: string | null,
        bd: Date | null,
      ) => (!a || (b && bd && (!ad || bd > ad)) ? { token: b, date: bd } : { token: a, date: ad ?? null });
      const rakucom = pick(
        target?.rakucomFcmToken,
        target?.rakucomUpdateDate,
        source.rakucomFcmToken,
        source.rakucomUpdateDate,
      );
      const lamembers = pick(
        target?.lamembersFcmToken,
        target?.lamembersUpdateDate,
        source.lamembersFcmToken,
        source.lamembersUpdateDate,
      );
      const merged = {
        rakucomFcmToken: rakucom.token,
        rakucomUpdateDate: rakucom.date,
        lamembersFcmToken: lamembers.token,
        lamembersUpdateDate: lamembers.date,
        updatedAt: at,
      };
      if (target) await tx.update(fcmTokenRelations).set(merged).where(eq(fcmTokenRelations.uid, uuid));
      else
        await tx
          .insert(fcmTokenRelations)
          .values({ uid: uuid, fireBaseAuth: source.fireBaseAuth, createdAt: source.createdAt, ...merged });
      return PushRelationResult.Exists;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return PushRelationResult.Error;
    throw error;
  }
}

/**
 * The statements of the bonus points and the purchase shop (membership variant, profile spec §3,
 * §4, §7). A grant is one history row per (uid, class, code): the unique index makes a second or
 * concurrent grant insert nothing.
 */
import { type ServiceIdValue } from '@member-hub/enums';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { pointBalances, pointHistories, shops } from '../db/schema';

type Db = Database | Tx;

/** Adds shops that are not there yet (the dev and test stacks' list). */
export async function insertShops(db: Db, rows: readonly (typeof shops.$inferInsert)[]): Promise<void> {
  await db
    .insert(shops)
    .values([...rows])
    .onConflictDoNothing();
}

/** The name of the shop with this phone number in the service's list, if any. */
export async function shopNameOf(db: Db, serviceKey: string, tel: string): Promise<string | undefined> {
  const [shop] = await db
    .select({ shopName: shops.shopName })
    .from(shops)
    .where(and(eq(shops.serviceKey, serviceKey), eq(shops.tel, tel)))
    .limit(1);
  return shop?.shopName;
}

/** The member's points of one service and class, oldest first. */
export async function pointHistoryList(
  db: Db,
  uid: string,
  serviceId: ServiceIdValue,
  className: string,
): Promise<(typeof pointHistories.$inferSelect)[]> {
  return db
    .select()
    .from(pointHistories)
    .where(
      and(
        eq(pointHistories.uid, uid),
        eq(pointHistories.serviceId, serviceId),
        eq(pointHistories.className, className),
      ),
    )
    .orderBy(asc(pointHistories.id));
}

/** The member's balance and when it last changed (undefined: never had points). */
export async function pointBalanceOf(
  db: Db,
  uid: string,
): Promise<typeof pointBalances.$inferSelect | undefined> {
  const [balance] = await db.select().from(pointBalances).where(eq(pointBalances.uid, uid)).limit(1);
  return balance;
}

/** Writes a grant's history row; false when the member already had this grant. */
export async function insertPointGrant(tx: Db, values: typeof pointHistories.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(pointHistories)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: pointHistories.id });
  return inserted.length > 0;
}

/** Adds `point` to the member's balance (opening it), answering the new balance. */
export async function addToBalance(tx: Db, uid: string, point: number, at: Date): Promise<number> {
  const [balance] = await tx
    .insert(pointBalances)
    .values({ uid, balance: point, lastChangedAt: at })
    .onConflictDoUpdate({
      target: pointBalances.uid,
      set: { balance: sql`${pointBalances.balance} + ${point}`, lastChangedAt: at },
    })
    .returning({ balance: pointBalances.balance });
  return balance!.balance;
}

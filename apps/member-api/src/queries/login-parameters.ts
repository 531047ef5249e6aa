/** The statements on login_parameters (hub spec §3 "Login parameter"): saved, read back, swept. */
import { and, eq, gt, lt } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { loginParameters } from '../db/schema';

type Db = Database | Tx;

export async function insertLoginParameter(db: Db, row: typeof loginParameters.$inferInsert): Promise<void> {
  await db.insert(loginParameters).values(row);
}

/** Deletes the rows expired before `at`. */
export async function deleteExpiredLoginParameters(db: Db, at: Date): Promise<void> {
  await db.delete(loginParameters).where(lt(loginParameters.expiresAt, at));
}

/** The saved text under `key`; with `unexpiredAt`, only if it has not expired by then. */
export async function loginParamOf(db: Db, key: string, unexpiredAt?: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ loginParam: loginParameters.loginParam })
    .from(loginParameters)
    .where(
      and(
        eq(loginParameters.loginParamKey, key),
        unexpiredAt ? gt(loginParameters.expiresAt, unexpiredAt) : undefined,
      ),
    )
    .limit(1);
  return row?.loginParam;
}

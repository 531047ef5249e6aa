/** The statements on login_histories (hub spec §3 "Login history entry"). */
import type { Database, Tx } from '../db/client';
import { loginHistories } from '../db/schema';

export async function insertLoginHistory(
  db: Database | Tx,
  entry: typeof loginHistories.$inferInsert,
): Promise<void> {
  await db.insert(loginHistories).values(entry);
}

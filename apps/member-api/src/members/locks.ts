import { serviceLockIdOf, type SsoServiceCode } from '@member-hub/enums';
import { and, eq } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { serviceLocks } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * service_locks.service_id holds the locked service's code in the enums coding
 * (`serviceLockIdOf`: '1004' community, '1006' membership), the same value GET /me sends as
 * serviceLocks[].serviceId and the hub compares with its variant's service (hub spec §3, §4).
 */
export async function isServiceLocked(
  db: Database | Tx,
  uid: string,
  service: SsoServiceCode,
): Promise<boolean> {
  const rows = await db
    .select({ id: serviceLocks.id })
    .from(serviceLocks)
    .where(and(eq(serviceLocks.uid, uid), eq(serviceLocks.serviceId, serviceLockIdOf(service))))
    .limit(1);
  return rows.length > 0;
}

/** Throws 403 member.locked when the member may not use this service (for calls that act for it). */
export async function assertServiceNotLocked(
  db: Database | Tx,
  uid: string,
  service: SsoServiceCode,
): Promise<void> {
  if (await isServiceLocked(db, uid, service)) {
    throw new ApiError(403, 'member.locked', `The member is locked for service ${service}.`);
  }
}

export async function locksOf(db: Database | Tx, uid: string): Promise<{ serviceId: string }[]> {
  return db.select({ serviceId: serviceLocks.serviceId }).from(serviceLocks).where(eq(serviceLocks.uid, uid));
}

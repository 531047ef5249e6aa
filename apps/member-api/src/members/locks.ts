import { and, eq } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { serviceLocks } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Service locks hold the service code ('1' community/main service, '2' members service) in
 * service_locks.service_id — the same codes as login histories (hub spec §3, §6).
 */
export async function isServiceLocked(db: Database | Tx, uid: string, serviceCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: serviceLocks.id })
    .from(serviceLocks)
    .where(and(eq(serviceLocks.uid, uid), eq(serviceLocks.serviceId, serviceCode)))
    .limit(1);
  return rows.length > 0;
}

/** Throws 403 member.locked when the member may not use this service (for calls that act for it). */
export async function assertServiceNotLocked(
  db: Database | Tx,
  uid: string,
  serviceCode: string,
): Promise<void> {
  if (await isServiceLocked(db, uid, serviceCode)) {
    throw new ApiError(403, 'member.locked', `The member is locked for service ${serviceCode}.`);
  }
}

export async function locksOf(db: Database | Tx, uid: string): Promise<{ serviceId: string }[]> {
  return db.select({ serviceId: serviceLocks.serviceId }).from(serviceLocks).where(eq(serviceLocks.uid, uid));
}

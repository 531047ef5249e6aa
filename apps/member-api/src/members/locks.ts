import { serviceLockIdOf, type SsoServiceCode } from '@member-hub/enums';

import type { Database, Tx } from '../db/client';
import { ApiError } from '../http/errors';
import { holdsLock } from '../queries/locks';

/** Whether the member may not use this service (its lock id in the enums coding, `serviceLockIdOf`). */
export async function isServiceLocked(
  db: Database | Tx,
  uid: string,
  service: SsoServiceCode,
): Promise<boolean> {
  return holdsLock(db, uid, serviceLockIdOf(service));
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

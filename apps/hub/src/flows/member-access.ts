/**
 * Checks after a sign-in (hub spec §4 "Identity"): the member must exist, the requested service
 * must not be locked for them, and memberStatus '' (with an id token) means revoke and sign out.
 */
import { isHttpError, type MeResponse } from '@member-hub/api-client';
import { MemberStatus, serviceLockIdOf } from '@member-hub/enums';

import { type HubApi } from './deps';
import { type HubVariant } from './variant';

export type MemberAccess =
  { ok: true; me: MeResponse } | { ok: false; reason: 'not-member' | 'locked' | 'no-status' };

/** True when the member is locked for the variant's service (the enums service-lock coding). */
export function isServiceLocked(me: Pick<MeResponse, 'serviceLocks'>, variant: HubVariant): boolean {
  const lockId = serviceLockIdOf(variant.serviceId);
  return me.serviceLocks.some((lock) => lock.serviceId === lockId);
}

export async function checkMemberAccess(
  api: Pick<HubApi, 'getMe'>,
  variant: HubVariant,
): Promise<MemberAccess> {
  let me: MeResponse;
  try {
    me = await api.getMe();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return { ok: false, reason: 'not-member' };
    throw error;
  }
  if (isServiceLocked(me, variant)) return { ok: false, reason: 'locked' };
  if (me.memberStatus === MemberStatus.Empty) return { ok: false, reason: 'no-status' };
  return { ok: true, me };
}

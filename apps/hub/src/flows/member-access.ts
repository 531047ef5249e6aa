/**
 * Checks after a sign-in (hub spec §4 "Identity"): the member must exist, the requested service
 * must not be locked for them, and memberStatus '' (with an id token) means revoke and sign out.
 */
import { isHttpError, type MeResponse } from '@member-hub/api-client';
import { MemberStatus } from '@member-hub/enums';

import { type HubApi } from './deps';
import { type ServiceVariant } from '@member-hub/validators';

export type MemberAccess =
  { ok: true; me: MeResponse } | { ok: false; reason: 'not-member' | 'locked' | 'no-status' };

export function isServiceLocked(me: Pick<MeResponse, 'serviceLocks'>, variant: ServiceVariant): boolean {
  return me.serviceLocks.some((lock) => lock.serviceId === String(variant.serviceId));
}

export async function checkMemberAccess(
  api: Pick<HubApi, 'getMe'>,
  variant: ServiceVariant,
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

/**
 * Checks after a sign-in (hub spec §4 "Identity"): the member must exist, the requested service
 * must not be locked for them, and memberStatus '' (with an id token) means revoke and sign out.
 * Reported (hub spec §8 internal errors): a failed GET /me as 'GetMe API ERROR' (thrown, the
 * failure as its cause), a locked service as 'service locked'.
 */
import { isHttpError, type MeResponse } from '@member-hub/api-client';
import { internalError } from '@member-hub/app-kit/error-reporting';
import { InternalErrorMessage, MemberStatus, serviceLockIdOf } from '@member-hub/enums';
import { type ServiceVariant } from '@member-hub/validators';

import { type FlowDeps, type HubApi } from './deps';

export type MemberAccess =
  { ok: true; me: MeResponse } | { ok: false; reason: 'not-member' | 'locked' | 'no-status' };

/** True when the member is locked for the variant's service (the enums service-lock coding). */
export function isServiceLocked(me: Pick<MeResponse, 'serviceLocks'>, variant: ServiceVariant): boolean {
  const lockId = serviceLockIdOf(variant.serviceId);
  return me.serviceLocks.some((lock) => lock.serviceId === lockId);
}

export async function checkMemberAccess(
  api: Pick<HubApi, 'getMe'>,
  variant: ServiceVariant,
  report: FlowDeps['report'] = undefined,
): Promise<MemberAccess> {
  let me: MeResponse;
  try {
    me = await api.getMe();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return { ok: false, reason: 'not-member' };
    throw internalError(InternalErrorMessage.GetMe, error);
  }
  if (isServiceLocked(me, variant)) {
    report?.(internalError(InternalErrorMessage.ServiceLocked), { serviceId: variant.serviceId });
    return { ok: false, reason: 'locked' };
  }
  if (me.memberStatus === MemberStatus.Empty) return { ok: false, reason: 'no-status' };
  return { ok: true, me };
}

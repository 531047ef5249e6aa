/**
 * Checks after a sign-in (hub spec §4 "Identity"): the member must exist, the requested service
 * must not be locked for them, and memberStatus '' (with an id token) means revoke and sign out.
 * Reported (hub spec §8 internal errors): a failed GET /me as 'GetMe API ERROR' (thrown, the
 * failure as its cause), a locked service as 'service locked'.
 */
import { isHttpError, type MeResponse } from '@member-hub/api-client';
import { internalError } from '@member-hub/app-kit/error-reporting';
import { InternalErrorMessage, MemberStatus } from '@member-hub/enums';

import { type FlowDeps, type HubApi } from './deps';
import { type HubVariant } from './variant';

export type MemberAccess =
  { ok: true; me: MeResponse } | { ok: false; reason: 'not-member' | 'locked' | 'no-status' };

export function isServiceLocked(me: Pick<MeResponse, 'serviceLocks'>, variant: HubVariant): boolean {
  return me.serviceLocks.some((lock) => lock.serviceId === String(variant.serviceId));
}

export async function checkMemberAccess(
  api: Pick<HubApi, 'getMe'>,
  variant: HubVariant,
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

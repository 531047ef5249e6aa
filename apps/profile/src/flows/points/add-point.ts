/**
 * The point add with its retry (profile spec §4 "Bonus points on save", §9): a failed add is
 * retried up to 3 times, waiting 1, 2 and 3 s (attempt × 1 s) before each retry; an answer with
 * a status of 500 or above counts as a failure, and so does no answer at all (a timeout or a lost
 * connection). Any other failure (400, 401, 404…) is final: retrying would not change it.
 */
import { isMemberApiError, type MemberApiClient, type PointAddResponse } from '@member-hub/api-client';
import {
  isPointAddFailureStatus,
  POINT_ADD_RETRY_WAITS_MS,
  type PointCodeId,
  ServiceId,
} from '@member-hub/enums';

export type PointAddApi = Pick<MemberApiClient, 'addPoint'>;

/** Waits `ms` (injected so that tests can use fake timers or record the waits). */
export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Does this failure count for a retry? Status ≥ 500, a timeout or no response. */
export function isRetryablePointAddFailure(error: unknown): boolean {
  if (!isMemberApiError(error)) return false;
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.status !== undefined && isPointAddFailureStatus(error.status);
}

/**
 * Adds one profile-input reward in the membership service; throws the last failure when every
 * try failed, or at once for a failure that is not retried.
 */
export async function addPointWithRetry(
  api: PointAddApi,
  pointCode: PointCodeId,
  wait: Sleep = sleep,
): Promise<PointAddResponse> {
  for (let retry = 0; ; retry++) {
    try {
      return await api.addPoint({ body: { serviceId: ServiceId.Membership, pointCode } });
    } catch (error) {
      const waitMs = POINT_ADD_RETRY_WAITS_MS[retry];
      if (waitMs === undefined || !isRetryablePointAddFailure(error)) throw error;
      await wait(waitMs);
    }
  }
}

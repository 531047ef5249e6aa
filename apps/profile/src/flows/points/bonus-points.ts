/**
 * Bonus points on a membership save (profile spec §4): read the profile-input point history,
 * derive the point status from its Japanese reasons, and add each reward whose flag is 0 and
 * whose item is filled, then the all-items bonus when all five are filled. The save flow of the
 * membership profile edit calls `addProfileBonusPoints` after the profile is saved.
 */
import { type MemberApiClient, type PointHistoryResponse } from '@member-hub/api-client';
import { PROFILE_INPUT_POINT_CLASS, type PointCodeId, ServiceId, serviceIdQueryOf } from '@member-hub/enums';
import {
  type PointStatus,
  pointCodesToAdd,
  pointStatusFromHistory,
  type ProfileInputItems,
} from '@member-hub/validators';

import { addPointWithRetry, type Sleep, sleep } from './add-point';

export type BonusPointsApi = Pick<MemberApiClient, 'addPoint' | 'getPointHistory'>;

/** The profile-input point history of the membership service. */
export function fetchProfilePointHistory(
  api: Pick<MemberApiClient, 'getPointHistory'>,
): Promise<PointHistoryResponse> {
  return api.getPointHistory({
    query: { serviceId: serviceIdQueryOf(ServiceId.Membership), className: PROFILE_INPUT_POINT_CLASS },
  });
}

/** The point status shown on the form: derived from the history (profile §4). */
export function pointStatusOf(history: Pick<PointHistoryResponse, 'pointHistoryList'>): PointStatus {
  return pointStatusFromHistory(history.pointHistoryList);
}

export interface BonusPointsResult {
  /** The codes that were granted by this save. */
  readonly granted: PointCodeId[];
}

/**
 * Adds the rewards a save earned. `items` are the saved values. One add after the other (the
 * all-items bonus last); a failure after the retries is thrown to the caller's error handling.
 */
export async function addProfileBonusPoints(
  api: BonusPointsApi,
  items: ProfileInputItems,
  wait: Sleep = sleep,
): Promise<BonusPointsResult> {
  const status = pointStatusOf(await fetchProfilePointHistory(api));
  const granted: PointCodeId[] = [];
  for (const code of pointCodesToAdd(status, items)) {
    const answer = await addPointWithRetry(api, code, wait);
    if (answer.granted) granted.push(code);
  }
  return { granted };
}

import { PointCode, PointFlag } from '@member-hub/enums';
import { type resolveVariant } from '@member-hub/validators';

import { type MailRewardPoints } from '../shared/mail-reward-points';
import { addPointWithRetry, type Sleep, sleep } from './add-point';
import { type BonusPointsApi, fetchProfilePointHistory, pointStatusOf } from './bonus-points';

/**
 * The profile-input mail reward of the mail-link modes update and authRegist (profile §4: code
 * '1'): only in the membership service, only while its flag is 0 (not yet granted); the add is
 * retried like every point add. The server grants each reward once whatever the client does.
 */
export function mailRewardPoints(api: BonusPointsApi, wait: Sleep = sleep): MailRewardPoints {
  return {
    async addMailRewardIfApplicable(variant: ReturnType<typeof resolveVariant>) {
      if (!variant.grantsBonusPoints) return;
      const status = pointStatusOf(await fetchProfilePointHistory(api));
      if (status.email !== PointFlag.NotGot) return;
      await addPointWithRetry(api, PointCode.Email, wait);
    },
  };
}

import { type resolveVariant } from '@member-hub/validators';

/**
 * The profile-input reward for the mail address (code '1', profile spec §3 "Point status", §4).
 * The mail-link check calls it; flows/points implements it (mail-reward.ts: pointHistory, then
 * pointAdd with ProfileInputReward.mail, 3 tries 1, 2, 3 s apart). `noMailRewardPoints` grants nothing.
 */
export interface MailRewardPoints {
  addMailRewardIfApplicable(variant: ReturnType<typeof resolveVariant>): Promise<void>;
}
export const noMailRewardPoints: MailRewardPoints = {
  async addMailRewardIfApplicable() {},
};

import { communityVariant, membersVariant } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import { mailRewardPoints } from './mail-reward';

function fakeApi(history: { pointCode: number }[]) {
  return {
    getPointHistory: vi.fn(async () => ({
      pointHistoryList: history.map((h) => ({
        pointCode: h.pointCode,
        point: 10,
        pointReason: 'プロフィール入力（メールアドレス）',
        createDate: '2026-11-01T00:00:00.000Z',
      })),
      balance: 10 * history.length,
      validUntil: null,
    })),
    addPoint: vi.fn(async () => ({ granted: true, point: 10, balance: 10 })),
  };
}

describe('the mail reward (code 1)', () => {
  it('adds code 1 in the membership service while it has not been granted', async () => {
    const api = fakeApi([]);
    await mailRewardPoints(api as never, async () => {}).addMailRewardIfApplicable(membersVariant);
    expect(api.addPoint).toHaveBeenCalledWith({ body: { serviceId: expect.any(Number), pointCode: 1 } });
  });

  it('adds nothing once granted, and nothing in the community service', async () => {
    const granted = fakeApi([{ pointCode: 1 }]);
    await mailRewardPoints(granted as never, async () => {}).addMailRewardIfApplicable(membersVariant);
    expect(granted.addPoint).not.toHaveBeenCalled();
    const community = fakeApi([]);
    await mailRewardPoints(community as never, async () => {}).addMailRewardIfApplicable(communityVariant);
    expect(community.getPointHistory).not.toHaveBeenCalled();
    expect(community.addPoint).not.toHaveBeenCalled();
  });
});

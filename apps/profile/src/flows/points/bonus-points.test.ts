import { type MemberApiClient, type PointHistoryResponse } from '@member-hub/api-client';
import { profileInputPointReasons, type PointCodeId } from '@member-hub/enums';
import { describe, expect, it, vi } from 'vitest';

import { addProfileBonusPoints, pointStatusOf } from './bonus-points';

const full = {
  email: 'a@example.com',
  prefecture: 13,
  city: '渋谷区',
  birthday: '1950-02-03',
  shopKey: '0312345678',
};

function history(codes: PointCodeId[]): PointHistoryResponse {
  return {
    pointHistoryList: codes.map((pointCode) => ({
      pointCode,
      pointReason: profileInputPointReasons[pointCode],
      point: 10,
      createDate: '2026-01-01T00:00:00.000Z',
    })),
    balance: codes.length * 10,
    validUntil: codes.length ? '2027-01-01T00:00:00.000Z' : null,
  };
}

function fakeApi(got: PointCodeId[]) {
  const getPointHistory = vi.fn<MemberApiClient['getPointHistory']>().mockResolvedValue(history(got));
  const addPoint = vi.fn<MemberApiClient['addPoint']>((input) =>
    Promise.resolve({ pointCode: input.body.pointCode, granted: true, point: 10, balance: 0 }),
  );
  return { getPointHistory, addPoint };
}

describe('addProfileBonusPoints', () => {
  it('asks for the membership profile-input history and adds every filled item, then the all-items bonus', async () => {
    const api = fakeApi([]);
    await expect(addProfileBonusPoints(api, full)).resolves.toEqual({ granted: [1, 2, 3, 4, 5, 0] });
    expect(api.getPointHistory).toHaveBeenCalledWith({
      query: { serviceId: '1006', className: 'profileInput' },
    });
    expect(api.addPoint.mock.calls.map(([input]) => input.body.pointCode)).toEqual([1, 2, 3, 4, 5, 0]);
  });

  it('adds nothing a second time, and no all-items bonus while an item is empty', async () => {
    const done = fakeApi([1, 2, 3, 4, 5, 0]);
    await expect(addProfileBonusPoints(done, full)).resolves.toEqual({ granted: [] });
    expect(done.addPoint).not.toHaveBeenCalled();

    const partial = fakeApi([1]);
    await addProfileBonusPoints(partial, { ...full, city: '' });
    expect(partial.addPoint.mock.calls.map(([input]) => input.body.pointCode)).toEqual([2, 4, 5]);
  });
});

describe('pointStatusOf', () => {
  it('derives the flags from the Japanese reasons of the history', () => {
    expect(pointStatusOf(history([1, 5]))).toEqual({
      all: '0',
      email: '1',
      prefecture: '0',
      city: '0',
      birthday: '0',
      shop: '1',
    });
  });
});

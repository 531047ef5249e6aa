import { PointCode, profileInputPointReasons } from '@member-hub/enums';
import { describe, expect, it } from 'vitest';

import {
  filledPointCodes,
  openPointCodes,
  pointCodesToAdd,
  pointStatusFromHistory,
  type ProfileInputItems,
} from './points';

const empty: ProfileInputItems = { email: '', prefecture: 0, city: '', birthday: '1900-01-01', shopKey: '' };
const full: ProfileInputItems = {
  email: 'a@example.com',
  prefecture: 13,
  city: '渋谷区',
  birthday: '1950-02-03',
  shopKey: '0312345678',
};
const reason = (code: keyof typeof profileInputPointReasons) => ({
  pointReason: profileInputPointReasons[code],
});

describe('filledPointCodes', () => {
  it('counts an item only when it is filled (blank city, prefecture 0, default or -00 birthday are empty)', () => {
    expect(filledPointCodes(empty)).toEqual([]);
    expect(filledPointCodes({ ...empty, city: '  ', birthday: '1950-00-00' })).toEqual([]);
    expect(filledPointCodes({ ...empty, email: 'a@example.com', birthday: '1950-02-03' })).toEqual([
      PointCode.Email,
      PointCode.Birthday,
    ]);
  });

  it('adds all items (0) only when all five are filled', () => {
    expect(filledPointCodes(full)).toEqual([1, 2, 3, 4, 5, 0]);
    expect(filledPointCodes({ ...full, shopKey: '' })).toEqual([1, 2, 3, 4]);
  });
});

describe('pointStatusFromHistory', () => {
  it('is all 0 without history and sets the flag of each matching Japanese reason', () => {
    expect(pointStatusFromHistory([])).toEqual({
      all: '0',
      email: '0',
      prefecture: '0',
      city: '0',
      birthday: '0',
      shop: '0',
    });
    expect(
      pointStatusFromHistory([reason(PointCode.Email), reason(PointCode.Shop), { pointReason: '投稿' }]),
    ).toEqual({ all: '0', email: '1', prefecture: '0', city: '0', birthday: '0', shop: '1' });
    expect(pointStatusFromHistory([reason(PointCode.AllItems)]).all).toBe('1');
  });
});

describe('pointCodesToAdd', () => {
  it('adds each filled item whose flag is 0, and the all-items bonus once when all five are filled', () => {
    const none = pointStatusFromHistory([]);
    expect(pointCodesToAdd(none, full)).toEqual([1, 2, 3, 4, 5, 0]);
    const got = pointStatusFromHistory([reason(1), reason(2), reason(3), reason(4), reason(5), reason(0)]);
    // A second save gives nothing.
    expect(pointCodesToAdd(got, full)).toEqual([]);
    const someGot = pointStatusFromHistory([reason(1), reason(3)]);
    expect(pointCodesToAdd(someGot, { ...full, shopKey: '' })).toEqual([2, 4]);
    expect(openPointCodes(someGot)).toEqual([2, 4, 5, 0]);
  });
});

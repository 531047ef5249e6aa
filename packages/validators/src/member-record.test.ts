import { BIRTHDAY_MAX_CHANGES, DEFAULT_BIRTHDAY } from '@member-hub/enums';
import { describe, expect, it } from 'vitest';

import { birthdayChangeOf, mergeServiceUsage } from './member-record';

describe('mergeServiceUsage', () => {
  it.each([
    ['1', '1', '1'],
    ['2', '2', '2'],
    ['1', '2', '3'],
    ['2', '1', '3'],
    ['3', '1', '3'],
    ['3', '2', '3'],
    ['1', '3', '3'],
    [undefined, '2', '2'],
    ['', '1', '1'],
    ['9', '2', '2'],
  ] as const)('stored %j, saved from %s → %s', (stored, incoming, expected) => {
    expect(mergeServiceUsage(stored, incoming)).toBe(expected);
  });
});

describe('birthdayChangeOf', () => {
  const entered = { birthday: '1955-05-05', birthdayChangeCount: 0 };

  it('entering a first birthday is not a change', () => {
    expect(birthdayChangeOf({ birthday: DEFAULT_BIRTHDAY, birthdayChangeCount: 0 }, '1955-05-05')).toEqual({
      kind: 'set',
      birthday: '1955-05-05',
      birthdayChangeCount: 0,
    });
  });

  it('the same birthday, or one that normalises to the stored one, is unchanged', () => {
    expect(birthdayChangeOf(entered, '1955-05-05')).toEqual({ kind: 'unchanged' });
    expect(birthdayChangeOf({ birthday: DEFAULT_BIRTHDAY, birthdayChangeCount: 0 }, '1955-00-05')).toEqual({
      kind: 'unchanged',
    });
  });

  it(`counts changes of an entered birthday and refuses after ${BIRTHDAY_MAX_CHANGES}`, () => {
    expect(birthdayChangeOf(entered, '1955-05-06')).toEqual({
      kind: 'set',
      birthday: '1955-05-06',
      birthdayChangeCount: 1,
    });
    expect(birthdayChangeOf({ birthday: '1955-05-06', birthdayChangeCount: 1 }, '1955-05-07')).toMatchObject({
      birthdayChangeCount: 2,
    });
    expect(birthdayChangeOf({ birthday: '1955-05-07', birthdayChangeCount: 2 }, '1955-05-08')).toEqual({
      kind: 'limit',
    });
    // Clearing an entered birthday is a change too.
    expect(birthdayChangeOf(entered, '1955-05-00')).toEqual({
      kind: 'set',
      birthday: DEFAULT_BIRTHDAY,
      birthdayChangeCount: 1,
    });
  });

  it('keeps an impossible date as normalizeBirthday does (the spec replaces only three cases)', () => {
    expect(birthdayChangeOf(entered, '2001-02-30')).toMatchObject({ kind: 'set', birthday: '2001-02-30' });
  });
});

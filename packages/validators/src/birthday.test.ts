import { describe, expect, it } from 'vitest';

import {
  ageOn,
  becomesAdult,
  birthdayPickerRange,
  birthdaySchema,
  formatBirthday,
  isAdult,
  isUnder18,
  isRealDate,
  memberDateSchema,
  normalizeBirthday,
  validateBirthday,
  validateMemberDate,
} from './birthday';
import { renderMessage } from './messages';

describe('normalizeBirthday', () => {
  it.each([
    [undefined, '1900-01-01'],
    [null, '1900-01-01'],
    ['', '1900-01-01'],
    ['1960/04/01', '1900-01-01'],
    ['1960-4-1', '1900-01-01'],
    ['1960-04-00', '1900-01-01'],
    ['1960-00-12', '1900-01-01'],
    ['1960-00-00', '1900-01-01'],
    ['1960-04-01', '1960-04-01'],
  ])('%j → %s', (value, expected) => {
    expect(normalizeBirthday(value)).toBe(expected);
  });
});

describe('validateBirthday (選択してください。)', () => {
  it.each(['1960-04-01', '2000-02-29', '1900-01-01', '2019-12-31'])('accepts %s', (value) => {
    expect(validateBirthday(value)).toBeNull();
  });
  it.each([
    undefined,
    '',
    '1960-4-1',
    '1960-04-00',
    '1960-00-01',
    // Only some parts chosen (the picker's partial values): all three or none.
    '1950-00-00',
    '0000-04-10',
    '0000-00-10',
    '1960-13-01',
    '1961-02-29',
    '1960-04-31',
    'abcd-ef-gh',
  ])('rejects %j', (value) => {
    expect(validateBirthday(value)).toEqual({ code: 'birthday.invalid' });
  });
  it('renders 選択してください。', () => {
    expect(renderMessage('birthday.invalid')).toBe('選択してください。');
    expect(birthdaySchema.safeParse('1960-04-00').error?.issues[0]?.message).toBe('birthday.invalid');
  });
});

describe('validateMemberDate (日付として正しい年月日を選択ください。)', () => {
  it.each(['1960-04-01', '1960-00-00', '2000-00-00'])('accepts %s', (value) => {
    expect(validateMemberDate(value)).toBeNull();
  });
  it.each([
    '1920-01-01',
    '1900-01-01',
    '',
    undefined,
    '1960/04/01',
    '1960-04-00',
    '1960-00-01',
    '1961-02-29',
  ])('rejects %j', (value) => {
    expect(validateMemberDate(value)).toEqual({ code: 'birthday.member_date' });
  });
  it('renders the spec text', () => {
    expect(renderMessage('birthday.member_date')).toBe('日付として正しい年月日を選択ください。');
    expect(memberDateSchema.safeParse('1920-01-01').error?.issues[0]?.message).toBe('birthday.member_date');
  });
});

describe('age', () => {
  it.each([
    ['2000-04-02', '2018-04-01', 17],
    ['2000-04-02', '2018-04-02', 18],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
    ['1960-12-31', '2024-01-01', 63],
  ])('born %s, on %s → %i', (birthday, today, age) => {
    expect(ageOn(birthday, today)).toBe(age);
  });

  it('reads "today" in Japan time from a Date', () => {
    // 2018-04-01T15:00Z is already 2018-04-02 in Japan.
    expect(ageOn('2000-04-02', new Date('2018-04-01T15:00:00Z'))).toBe(18);
    expect(ageOn('2000-04-02', new Date('2018-04-01T14:59:59Z'))).toBe(17);
  });

  it('is adult at 18 or more', () => {
    expect(isAdult('2000-04-02', '2018-04-01')).toBe(false);
    expect(isAdult('2000-04-02', '2018-04-02')).toBe(true);
    expect(isAdult('not a date', '2018-04-02')).toBe(false);
    expect(ageOn('1960-02-30', '2018-04-02')).toBeNull();
  });

  it('is under 18 until the 18th birthday, and never for an unknown age', () => {
    expect(isUnder18('2000-04-02', '2018-04-01')).toBe(true);
    expect(isUnder18('2000-04-02', '2018-04-02')).toBe(false);
    expect(isUnder18('1900-01-01', '2018-04-02')).toBe(false);
    expect(isUnder18('not a date', '2018-04-02')).toBe(false);
  });

  it('tells when an edit makes a minor an adult', () => {
    expect(becomesAdult('2010-01-01', '1990-01-01', '2024-01-01')).toBe(true);
    expect(becomesAdult('1990-01-01', '1980-01-01', '2024-01-01')).toBe(false);
    expect(becomesAdult('2010-01-01', '2009-01-01', '2024-01-01')).toBe(false);
  });
});

describe('picker', () => {
  it('offers 1920-2019, 1-12 and 1-31', () => {
    expect(birthdayPickerRange.years[0]).toBe(1920);
    expect(birthdayPickerRange.years.at(-1)).toBe(2019);
    expect(birthdayPickerRange.years).toHaveLength(100);
    expect(birthdayPickerRange.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(birthdayPickerRange.days).toHaveLength(31);
  });
  it('joins parts into a full date', () => {
    expect(formatBirthday(1960, 4, 1)).toBe('1960-04-01');
    expect(isRealDate(formatBirthday(1960, 2, 30))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import {
  dateYearWithJapaneseEra,
  japaneseEraOfDate,
  japaneseErasOfYear,
  yearWithJapaneseEra,
} from './japanese-era';

describe('Japanese era', () => {
  it('names the era of a year, with 元 for the first year', () => {
    expect(yearWithJapaneseEra(1950)).toBe('1950（昭和25）');
    expect(yearWithJapaneseEra(1920)).toBe('1920（大正9）');
    expect(yearWithJapaneseEra(1990)).toBe('1990（平成2）');
    expect(yearWithJapaneseEra(2020)).toBe('2020（令和2）');
  });

  it('gives both eras of a year in which the era changed', () => {
    expect(yearWithJapaneseEra(1926)).toBe('1926（大正15・昭和元）');
    expect(yearWithJapaneseEra(1989)).toBe('1989（昭和64・平成元）');
    expect(yearWithJapaneseEra(2019)).toBe('2019（平成31・令和元）');
    expect(japaneseErasOfYear(1900)).toEqual([]);
    expect(yearWithJapaneseEra(1900)).toBe('1900');
  });

  it('names the one era of a full date, by its first day', () => {
    expect(japaneseEraOfDate('1989-01-07')).toEqual({ era: '昭和', year: 64 });
    expect(japaneseEraOfDate('1989-01-08')).toEqual({ era: '平成', year: 1 });
    expect(japaneseEraOfDate('1926-12-24')).toEqual({ era: '大正', year: 15 });
    expect(japaneseEraOfDate('1926-12-25')).toEqual({ era: '昭和', year: 1 });
    expect(japaneseEraOfDate('2019-04-30')).toEqual({ era: '平成', year: 31 });
    expect(japaneseEraOfDate('2019-05-01')).toEqual({ era: '令和', year: 1 });
    expect(dateYearWithJapaneseEra('1950-04-10')).toBe('1950（昭和25）');
    expect(dateYearWithJapaneseEra('1989-01-08')).toBe('1989（平成元）');
  });
});

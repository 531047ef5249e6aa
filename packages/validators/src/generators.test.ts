import { describe, expect, it, vi } from 'vitest';

import {
  cryptoRandomInt,
  dateTimeStamp,
  generateNickname,
  isFirstEdit,
  isNicknameRetryError,
  NicknameRetryError,
  providerRandomPassword,
  randomState,
  randomString,
} from './generators';

/** A deterministic RandomInt that walks through the given numbers. */
const sequence = (...values: number[]) => {
  let i = 0;
  return (max: number) => (values[i++ % values.length] as number) % max;
};

describe('generateNickname', () => {
  it('returns the first free 5-character nickname of letters and digits', async () => {
    const sleep = vi.fn(async () => {});
    const nickname = await generateNickname({ isAvailable: () => true, sleep });
    expect(nickname).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries after a taken name, waiting 300 ms between tries', async () => {
    const tried: string[] = [];
    const sleep = vi.fn(async (_ms: number) => {});
    const nickname = await generateNickname({
      isAvailable: async (n) => {
        tried.push(n);
        return tried.length === 3;
      },
      random: sequence(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14),
      sleep,
    });
    expect(tried).toEqual(['ABCDE', 'FGHIJ', 'KLMNO']);
    expect(nickname).toBe('KLMNO');
    expect(sleep.mock.calls).toEqual([[300], [300]]);
  });

  it('throws nickname.retry_max after 5 tries', async () => {
    const isAvailable = vi.fn(() => false);
    const sleep = vi.fn(async () => {});
    const error = await generateNickname({ isAvailable, sleep }).catch((e: unknown) => e);
    expect(isAvailable).toHaveBeenCalledTimes(5);
    expect(sleep).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(NicknameRetryError);
    expect(isNicknameRetryError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'nickname.retry_max', message: 'generate nickname retry count max' });
  });

  it('passes on an error of the uniqueness check', async () => {
    const boom = new Error('network');
    await expect(
      generateNickname({ isAvailable: () => Promise.reject(boom), sleep: async () => {} }),
    ).rejects.toBe(boom);
  });
});

describe('random values', () => {
  it('randomState gives 11 letters and digits from crypto', () => {
    const values = new Set(Array.from({ length: 20 }, () => randomState()));
    for (const v of values) expect(v).toMatch(/^[A-Za-z0-9]{11}$/);
    expect(values.size).toBe(20);
  });

  it('cryptoRandomInt stays in range and rejects a bad max', () => {
    for (let i = 0; i < 200; i += 1) {
      const n = cryptoRandomInt(3);
      expect(n === 0 || n === 1 || n === 2).toBe(true);
    }
    expect(() => cryptoRandomInt(0)).toThrow(RangeError);
  });

  it('randomString draws from the alphabet', () => {
    expect(randomString(4, 'xyz', sequence(0, 1, 2, 3))).toBe('xyzx');
  });

  it('providerRandomPassword: 6 of letters, digits and !#$%& then YYYYMMDDHHmmss (Japan time)', () => {
    const now = new Date('2024-03-05T22:08:09Z'); // 2024-03-06 07:08:09 in Japan
    const password = providerRandomPassword(now);
    expect(password).toMatch(/^[A-Za-z0-9!#$%&]{6}20240306070809$/);
    expect(providerRandomPassword(now, sequence(62, 63, 64, 65, 66, 0))).toBe('!#$%&A20240306070809');
  });

  it('dateTimeStamp pads every part', () => {
    expect(dateTimeStamp(new Date('2024-01-01T00:00:00+09:00'))).toBe('20240101000000');
  });
});

describe('isFirstEdit', () => {
  it.each([
    ['2021-01-05 10:20:30', '2021-01-05 10:20:59', true],
    ['2021-01-05 10:20:30', '2021-01-05 10:21:00', false],
    ['2020-12-24 00:00:00', '2020-12-24 00:00:00', false],
    ['2020-12-24 00:00:01', '2020-12-24 00:00:30', true],
    ['2020-12-23 23:59:59', '2020-12-23 23:59:59', false],
    ['2021-01-05T01:20:30Z', '2021-01-05 10:20:45', true],
    ['garbage', 'garbage', false],
  ])('created %s, updated %s → %j', (createDate, updateDate, expected) => {
    expect(isFirstEdit({ createDate, updateDate })).toBe(expected);
  });

  it('is false without dates', () => {
    expect(isFirstEdit({ createDate: null, updateDate: '2021-01-05 10:20:30' })).toBe(false);
  });
});

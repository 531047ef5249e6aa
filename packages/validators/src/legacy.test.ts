import { LegacyValidationFlag } from '@member-hub/enums';
import { describe, expect, it } from 'vitest';

import { hasLegacyFlag, legacyValidate, legacyValidateAll } from './legacy';

describe('legacyValidate (0 ok, 1 format, 2 length, summed)', () => {
  it.each([
    ['familyName', '山田', 0],
    ['familyName', '山田😀', 1],
    ['familyName', '山'.repeat(51), 2],
    ['familyName', `${'山'.repeat(50)}😀`, 3],
    ['givenName', '𠮷'.repeat(50), 0],
    ['familyNameKana', 'やまだ', 0],
    ['familyNameKana', 'ヤマダ', 0],
    ['familyNameKana', 'ﾔﾏﾀﾞ', 0],
    ['givenNameKana', 'タロー', 0],
    ['givenNameKana', '太郎', 1],
    ['givenNameKana', 'taro', 1],
    ['givenNameKana', 'た'.repeat(51), 2],
    ['nickname', 'あ'.repeat(30), 0],
    ['nickname', 'あ'.repeat(31), 2],
    ['introduction', 'あ'.repeat(1200), 0],
    ['introduction', 'あ'.repeat(1201), 2],
    ['email', 'taro@example.jp', 0],
    ['email', 'taro.@example.jp', 1],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.jp`, 2],
    ['phone', '090-1234-5678', 0],
    ['phone', '０９０－１２３４－５６７８', 0],
    ['phone', '+81*#', 0],
    ['phone', '090(1234)5678', 1],
    ['phone', '0901234567890123', 2],
    ['city', '横浜市', 0],
    ['town', '中区😀', 1],
    ['building', 'ビル'.repeat(26), 2],
    ['postalCode', '123-4567', 0],
    ['postalCode', '1234567', 0],
    ['postalCode', '12-34567', 1],
    ['postalCode', '123-45678', 3],
    ['height', '170', 0],
    ['height', '1７0', 1],
    ['weight', '1000', 2],
    ['weight', '1.5', 1],
    ['height', '', 0],
  ] as const)('%s %j → %i', (field, value, expected) => {
    expect(legacyValidate(field, value)).toBe(expected);
  });

  it('reads the summed flags', () => {
    expect(hasLegacyFlag(3, LegacyValidationFlag.Format)).toBe(true);
    expect(hasLegacyFlag(3, LegacyValidationFlag.Length)).toBe(true);
    expect(hasLegacyFlag(1, LegacyValidationFlag.Length)).toBe(false);
  });

  it('validates several fields at once', () => {
    expect(legacyValidateAll({ postalCode: '1234', height: '160' })).toEqual({ postalCode: 1, height: 0 });
  });
});

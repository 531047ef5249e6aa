/**
 * The older summed-flag validators (hub §5), kept for sibling services that still use them.
 * A result is the sum of flags: 0 ok, 1 format error, 2 length error (3 = both). An empty value
 * is 0 (these validators never decide "required"). Lengths count code points.
 */
import {
  LegacyFieldLimits,
  type LegacyField,
  LegacyValidationFlag,
  type LegacyValidationResult,
} from '@member-hub/enums';

import { isEmailFormat, isRfcLocalPart } from './email-rules';
import { containsEmoji } from './profile';

const KANA = /^[\u3041-\u3096\u309b-\u309e\u30a1-\u30fa\u30fc-\u30fe\uff66-\uff9f]+$/;
const PHONE = /^[0-9\uff10-\uff19\-\uff0d+\uff0b*\uff0a#\uff03]+$/;
const POSTAL = /^\d{3}-?\d{4}$/;
const DIGITS = /^[0-9]+$/;

const formatChecks: Record<LegacyField, (value: string) => boolean> = {
  familyName: (v) => !containsEmoji(v),
  givenName: (v) => !containsEmoji(v),
  familyNameKana: (v) => KANA.test(v),
  givenNameKana: (v) => KANA.test(v),
  nickname: () => true,
  introduction: () => true,
  email: (v) => isEmailFormat(v, false) && isRfcLocalPart(v.slice(0, v.indexOf('@'))),
  phone: (v) => PHONE.test(v),
  city: (v) => !containsEmoji(v),
  town: (v) => !containsEmoji(v),
  building: (v) => !containsEmoji(v),
  postalCode: (v) => POSTAL.test(v),
  height: (v) => DIGITS.test(v),
  weight: (v) => DIGITS.test(v),
};

/** Validate one field of the older forms; returns the summed flags (0..3). */
export function legacyValidate(field: LegacyField, value: string | null | undefined): LegacyValidationResult {
  if (value == null || value === '') return LegacyValidationFlag.Ok;
  let result = 0;
  if (!formatChecks[field](value)) result += LegacyValidationFlag.Format;
  if (Array.from(value).length > LegacyFieldLimits[field]) result += LegacyValidationFlag.Length;
  return result as LegacyValidationResult;
}

/** Does a summed result contain a flag? `hasLegacyFlag(3, LegacyValidationFlag.Length) === true`. */
export function hasLegacyFlag(result: number, flag: 1 | 2): boolean {
  return (result & flag) !== 0;
}

/** Validate several fields at once: `{ field: result }`. */
export function legacyValidateAll(
  values: Partial<Record<LegacyField, string | null | undefined>>,
): Partial<Record<LegacyField, LegacyValidationResult>> {
  const out: Partial<Record<LegacyField, LegacyValidationResult>> = {};
  for (const field of Object.keys(values) as LegacyField[]) out[field] = legacyValidate(field, values[field]);
  return out;
}

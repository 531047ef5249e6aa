/**
 * Birthday rules (hub §5, profile §5 "birthday" and "Birthday picker", §9).
 */
import {
  ADULT_AGE,
  BIRTHDAY_YEAR_MAX,
  BIRTHDAY_YEAR_MIN,
  DEFAULT_BIRTHDAY,
  EDIT_MODE_UNSET_BIRTHDAY,
  UNSET_MONTH_DAY,
} from '@member-hub/enums';
import { z } from 'zod';

import { fail, type RuleResult } from './failure';
import { wallClock, pad2 } from './time';
import { refineWith } from './zod-rule';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Is `YYYY-MM-DD` a real calendar date (no month 13, no 2月30日, no zero parts)? */
export function isRealDate(value: string): boolean {
  const m = SHAPE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const date = new Date(Date.UTC(2000, mo - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Normalisation on load (hub §4 kantan/migration, profile §5): a missing birthday, one not
 * matching `####-##-##`, or one containing `-00` becomes `1900-01-01`. Other values (even an
 * impossible date such as 2001-02-30) are kept as the spec describes only these three cases.
 */
export function normalizeBirthday(value: string | null | undefined): string {
  if (value == null || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value.includes('-00')) return DEFAULT_BIRTHDAY;
  return value;
}

/**
 * The birthday field rule: `YYYY-MM-DD`, no `-00`, a real date (選択してください。). A year of
 * `0000` is a year not chosen, as `-00` is a month or day not chosen: all three parts or none.
 */
export function validateBirthday(value: string | null | undefined): RuleResult<'birthday.invalid'> {
  if (value == null || value.startsWith('0000') || value.includes('-00') || !isRealDate(value))
    return fail('birthday.invalid');
  return null;
}

/**
 * The member date rule: `YYYY-MM-DD`; `YYYY-00-00` (unset) is accepted; 1920-01-01 and
 * 1900-01-01 (the pickers' "unset" displays), empty, a wrong format and any other `-00` part are
 * rejected (日付として正しい年月日を選択ください。). Impossible dates are rejected too.
 */
export function validateMemberDate(value: string | null | undefined): RuleResult<'birthday.member_date'> {
  if (value == null || !SHAPE.test(value)) return fail('birthday.member_date');
  if (value.endsWith(UNSET_MONTH_DAY) && value.length === 10) return null;
  if (value === DEFAULT_BIRTHDAY || value === EDIT_MODE_UNSET_BIRTHDAY) return fail('birthday.member_date');
  if (value.includes('-00') || !isRealDate(value)) return fail('birthday.member_date');
  return null;
}

/**
 * Age in whole years on `today` (default: now, in Japan time), from the date difference: the
 * year difference, minus one if the birthday has not come yet this year. `null` for a value that
 * is not a real date. A 29 February birthday counts as reached on 1 March in common years.
 */
export function ageOn(birthday: string, today: Date | string = new Date()): number | null {
  if (!isRealDate(birthday)) return null;
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  let ty: number, tm: number, td: number;
  if (typeof today === 'string') {
    if (!isRealDate(today)) return null;
    [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  } else {
    const w = wallClock(today);
    [ty, tm, td] = [w.year, w.month, w.day];
  }
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/**
 * 18 or older (profile §1, §6). `false` for a value that is not a real date. Note: the "unset"
 * birthday 1900-01-01 is a real date and counts as adult; a caller that treats unset birthdays
 * differently must test `birthday === DEFAULT_BIRTHDAY` itself.
 */
export function isAdult(birthday: string, today: Date | string = new Date()): boolean {
  const age = ageOn(birthday, today);
  return age !== null && age >= ADULT_AGE;
}

/**
 * Under 18 on `today` (profile §1: such members can only view posts, cannot post, react or follow,
 * and their profile is private). `false` when the age is unknown: a value that is not a real date,
 * or the "not entered" 1900-01-01 (which is far over 18).
 */
export function isUnder18(birthday: string, today: Date | string = new Date()): boolean {
  const age = ageOn(birthday, today);
  return age !== null && age < ADULT_AGE;
}

/** Did the age move from under 18 to 18 or over (the edit-confirmation warning, profile §2)? */
export function becomesAdult(before: string, after: string, today: Date | string = new Date()): boolean {
  return !isAdult(before, today) && isAdult(after, today);
}

/** The picker's choices: years 1920-2019, months 1-12, days 1-31 (profile §5). */
export const birthdayPickerRange = Object.freeze({
  years: Object.freeze(
    Array.from({ length: BIRTHDAY_YEAR_MAX - BIRTHDAY_YEAR_MIN + 1 }, (_, i) => BIRTHDAY_YEAR_MIN + i),
  ),
  months: Object.freeze(Array.from({ length: 12 }, (_, i) => i + 1)),
  days: Object.freeze(Array.from({ length: 31 }, (_, i) => i + 1)),
});

/** Join picker parts into the stored full date. */
export function formatBirthday(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** zod: the birthday field rule. */
export const birthdaySchema = z
  .string({ error: 'birthday.invalid' })
  .superRefine(refineWith<string>((v) => validateBirthday(v)));

/** zod: the member date rule. */
export const memberDateSchema = z
  .string({ error: 'birthday.member_date' })
  .superRefine(refineWith<string>((v) => validateMemberDate(v)));

/**
 * Profile form rules (profile §5, §9). Lengths are counted in Unicode code points, never in
 * UTF-16 units: `'𠮷'.length === 2` but it is one character here.
 *
 * Allowed characters (the spec names the message, not the set; this is our decision):
 * - nickname and introduction reject: control characters (C0, DEL, C1) — except a line feed in
 *   the introduction —, format characters (zero-width, bidi overrides, ZWJ), line/paragraph
 *   separators, private-use code points (old carrier emoji), lone surrogates, unassigned code
 *   points, `<` and `>`, and emoji: characters shown as emoji by default
 *   (`Emoji_Presentation`), pictographs outside the BMP, skin-tone modifiers, regional
 *   indicators, keycaps and the emoji variation selector. Text symbols that older users like
 *   (☆ ♪ ※ ○ ©) stay allowed. Kanji outside the BMP (𠮷) are allowed.
 * - city accepts kanji (with 々 〆 ヶ ヵ), hiragana, katakana (full and half width), ー, Latin
 *   letters and digits (half and full width), spaces (half and full width) and the marks
 *   ・ - ‐ － ー . ． , ， 、 ( ) （ ） ' — enough for every Japanese municipality name and for
 *   addresses written in Latin letters. Line breaks are not accepted in a city.
 */
import {
  CITY_MAX_LENGTH,
  INTRODUCTION_MAX_LENGTH,
  isInterestId,
  isPrefectureCode,
  isSocialMediaId,
  NICKNAME_MAX_LENGTH,
  type InterestId,
  type PrefectureId,
  selectableSexIds,
  SHOP_KEY_MIN_DIGITS,
  SHOP_KEY_VALIDATOR_MAX_DIGITS,
  type SexId,
  type SocialMediaId,
} from '@member-hub/enums';
import { z } from 'zod';

import { birthdaySchema } from './birthday';
import { fail, type RuleResult } from './failure';
import { refineWith } from './zod-rule';

/** Length in code points. */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/** Line breaks (`\r\n`, `\r`) normalised to `\n` (profile §3: introduction and city). */
export function normalizeLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

const EMOJI = /[\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}\u20e3\ufe0f]/u;
const EMOJI_OR_UNSAFE =
  /[\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}\u20e3\ufe0f\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}<>]/u;
const NON_BMP_PICTOGRAPH = /(?=[\u{10000}-\u{10ffff}])\p{Extended_Pictographic}/u;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** Does the text contain an emoji (see the module comment for what counts)? */
export function containsEmoji(value: string): boolean {
  return EMOJI.test(value) || NON_BMP_PICTOGRAPH.test(value);
}

/** Nickname characters: see the module comment. */
export function hasOnlyAllowedNicknameChars(value: string): boolean {
  return !CONTROL.test(value) && !EMOJI_OR_UNSAFE.test(value) && !NON_BMP_PICTOGRAPH.test(value);
}

/** Introduction characters: as the nickname, plus line feeds (`\r\n` is normalised first). */
export function hasOnlyAllowedIntroductionChars(value: string): boolean {
  const v = normalizeLineBreaks(value);
  return !CONTROL_EXCEPT_LF.test(v) && !EMOJI_OR_UNSAFE.test(v) && !NON_BMP_PICTOGRAPH.test(v);
}

const CITY_CHARS =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}々〆ヶヵー\uff66-\uff9fA-Za-z0-9\uff21-\uff3a\uff41-\uff5a\uff10-\uff19 \u3000・\-‐－.．,，、()（）'゛゜]*$/u;

/** City characters: see the module comment. */
export function hasOnlyAllowedCityChars(value: string): boolean {
  return CITY_CHARS.test(value);
}

function maxLength(value: string, max: number): RuleResult<'text.max_length'> {
  return codePointLength(value) > max ? fail('text.max_length', { max }) : null;
}

/** Nickname: required, characters, at most 20 code points (first failure wins). */
export function validateNickname(
  value: string | null | undefined,
): RuleResult<'nickname.required' | 'nickname.chars' | 'text.max_length'> {
  // Blank (spaces only) counts as empty: the server compares nicknames trimmed, so every blank
  // nickname would be the same one.
  if (value == null || value.trim() === '') return fail('nickname.required');
  if (!hasOnlyAllowedNicknameChars(value)) return fail('nickname.chars');
  return maxLength(value, NICKNAME_MAX_LENGTH);
}

/** City: optional, city-name characters, at most 50 code points. */
export function validateCity(value: string | null | undefined): RuleResult<'city.chars' | 'text.max_length'> {
  if (value == null || value === '') return null;
  if (!hasOnlyAllowedCityChars(value)) return fail('city.chars');
  return maxLength(value, CITY_MAX_LENGTH);
}

/** Introduction: optional, allowed characters, at most 1,000 code points (after `\r\n` → `\n`). */
export function validateIntroduction(
  value: string | null | undefined,
): RuleResult<'introduction.chars' | 'text.max_length'> {
  if (value == null || value === '') return null;
  if (!hasOnlyAllowedIntroductionChars(value)) return fail('introduction.chars');
  return maxLength(normalizeLineBreaks(value), INTRODUCTION_MAX_LENGTH);
}

/** Form values of a select: a number, a numeric string, or blank (`''`, `null`, `undefined`). */
export type SelectValue = number | string | null | undefined;

function toCode(value: SelectValue): number | null {
  if (value == null || value === '') return null;
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  return n;
}

/** Prefecture in registration: a code 1–47 is required (選択してください。). */
export function validatePrefectureForRegister(
  value: SelectValue,
): RuleResult<'prefecture.required' | 'prefecture.invalid'> {
  const n = toCode(value);
  if (n === null || n === 0) return fail('prefecture.required');
  return isPrefectureCode(n) ? null : fail('prefecture.invalid');
}

/** Prefecture in edit: blank or 0 (unselected) is allowed; a chosen value must be 1–47. */
export function validatePrefectureForEdit(value: SelectValue): RuleResult<'prefecture.invalid'> {
  const n = toCode(value);
  if (n === null || n === 0) return null;
  return isPrefectureCode(n) ? null : fail('prefecture.invalid');
}

const isSelectableSex = (n: number): boolean => (selectableSexIds as readonly number[]).includes(n);

/** Sex in registration: 1, 2 or 3 is required (選択してください。). */
export function validateSexForRegister(value: SelectValue): RuleResult<'sex.required' | 'sex.invalid'> {
  const n = toCode(value);
  if (n === null || n === 0) return fail('sex.required');
  return isSelectableSex(n) ? null : fail('sex.invalid');
}

/** Sex in edit: blank or 0 is allowed; a chosen value must be 1, 2 or 3. */
export function validateSexForEdit(value: SelectValue): RuleResult<'sex.invalid'> {
  const n = toCode(value);
  if (n === null || n === 0) return null;
  return isSelectableSex(n) ? null : fail('sex.invalid');
}

/**
 * Shop key: empty allowed; otherwise 10 to 12 half-width digits (12 lets the online key
 * 999999999999 pass). The message says 10 or 11 digits, as the spec writes it.
 */
export function validateShopKey(value: string | null | undefined): RuleResult<'shopKey.format'> {
  if (value == null || value === '') return null;
  const digits = /^[0-9]+$/.test(value);
  const ok = digits && value.length >= SHOP_KEY_MIN_DIGITS && value.length <= SHOP_KEY_VALIDATOR_MAX_DIGITS;
  return ok ? null : fail('shopKey.format');
}

/** Interests: blank allowed; every id must be a known interest, without repeats. */
export function validateInterests(
  value: readonly unknown[] | null | undefined,
): RuleResult<'select.invalid'> {
  if (value == null) return null;
  if (!value.every((id) => isInterestId(id))) return fail('select.invalid');
  return new Set(value).size === value.length ? null : fail('select.invalid');
}

// ---- zod -------------------------------------------------------------------------------------------

const selectInput = z.union([z.number(), z.string(), z.null(), z.undefined()], { error: 'select.invalid' });

/** zod: nickname field. */
export const nicknameSchema = z
  .string({ error: 'nickname.required' })
  .superRefine(refineWith<string>((v) => validateNickname(v)));

/** zod: city field (optional). */
export const citySchema = z
  .string({ error: 'city.chars' })
  .superRefine(refineWith<string>((v) => validateCity(v)))
  .transform(normalizeLineBreaks);

/** zod: introduction field (optional); output has `\n` line breaks. */
export const introductionSchema = z
  .string({ error: 'introduction.chars' })
  .superRefine(refineWith<string>((v) => validateIntroduction(v)))
  .transform(normalizeLineBreaks);

/** zod: shop key (optional). */
export const shopKeySchema = z
  .string({ error: 'shopKey.format' })
  .superRefine(refineWith<string>((v) => validateShopKey(v)));

const interestsSchema = z
  .array(z.number({ error: 'select.invalid' }), { error: 'select.invalid' })
  .superRefine(refineWith<number[]>((v) => validateInterests(v)))
  .transform((v) => v as InterestId[]);

const socialSkillsSchema = z
  .array(z.number({ error: 'select.invalid' }), { error: 'select.invalid' })
  .superRefine((v, ctx) => {
    if (!v.every((id) => isSocialMediaId(id)) || new Set(v).size !== v.length) {
      ctx.addIssue({ code: 'custom', message: 'select.invalid', input: v });
    }
  })
  .transform((v) => v as SocialMediaId[]);

const toId = (v: SelectValue): number => toCode(v) ?? 0;

/** zod: prefecture for registration / edit (input: number, numeric string or blank; output: id). */
export const prefectureRegisterSchema = selectInput
  .superRefine(refineWith<SelectValue>(validatePrefectureForRegister))
  .transform((v) => toId(v) as PrefectureId);
export const prefectureEditSchema = selectInput
  .superRefine(refineWith<SelectValue>(validatePrefectureForEdit))
  .transform((v) => toId(v) as PrefectureId);

/** zod: sex for registration / edit (output: id, 0 = unselected). */
export const sexRegisterSchema = selectInput
  .superRefine(refineWith<SelectValue>(validateSexForRegister))
  .transform((v) => toId(v) as SexId);
export const sexEditSchema = selectInput
  .superRefine(refineWith<SelectValue>(validateSexForEdit))
  .transform((v) => toId(v) as SexId);

const sharedFields = {
  nickname: nicknameSchema,
  birthday: birthdaySchema,
  city: citySchema.default(''),
  introduction: introductionSchema.default(''),
  interests: interestsSchema.default([]),
  socialSkills: socialSkillsSchema.default([]),
  shopKey: shopKeySchema.default(''),
};

/**
 * The profile registration form (profile §2 008_profileRegister), shared by the profile app and
 * the server. Every issue's `message` is a message code of this package; `text.max_length`
 * carries `params.max`.
 */
export const profileRegisterSchema = z.object({
  ...sharedFields,
  prefecture: prefectureRegisterSchema,
  sex: sexRegisterSchema,
});

/** The profile edit form: prefecture and sex may stay unselected (0). */
export const profileEditSchema = z.object({
  ...sharedFields,
  prefecture: prefectureEditSchema,
  sex: sexEditSchema,
});

export type ProfileRegisterInput = z.input<typeof profileRegisterSchema>;
export type ProfileRegisterValues = z.output<typeof profileRegisterSchema>;
export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEditValues = z.output<typeof profileEditSchema>;

/** The nickname availability feedback (profile §5) as message codes. */
export type NicknameCheckState = 'checking' | 'available' | 'unavailable';
export const nicknameCheckMessage = Object.freeze({
  checking: 'nickname.checking',
  available: 'nickname.available',
  unavailable: 'nickname.unavailable',
} as const satisfies Record<NicknameCheckState, string>);

/** The server's duplicate answer (`GET /member/v1/nickname` → `exsist`) as a rule result. */
export function nicknameAvailability(exists: boolean): RuleResult<'nickname.unavailable'> {
  return exists ? fail('nickname.unavailable') : null;
}

/** The fields the moderation (post-judge) check looks at. */
export type PostjudgedFields = {
  readonly nickname: string;
  readonly introduction: string;
  readonly thumbnail: string;
};

/**
 * Whether a save needs the post-judge check (profile §4): only when the nickname, the
 * introduction or the thumbnail changed. A new member is compared with the empty form.
 */
export function needsPostjudge(values: PostjudgedFields, initial: PostjudgedFields): boolean {
  return (
    values.nickname !== initial.nickname ||
    values.introduction !== initial.introduction ||
    values.thumbnail !== initial.thumbnail
  );
}

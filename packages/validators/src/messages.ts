/**
 * Every failure of this package carries a stable, namespaced message code. The Japanese text is
 * the specification's exact wording (the product's default rendering); English exists for every
 * code. Texts marked "(our wording)" are not given by the specifications and were chosen here.
 *
 * Placeholders in texts are written `{name}` and filled by `renderMessage(code, lang, params)`.
 */

import { emailMessages } from './email-messages';
import { fillParams, type Lang, type MessageParams, type MessageText } from './text';

export { emailMessages, type EmailMessageCode, renderEmailMessage } from './email-messages';
export { fail, type Failure, type RuleResult } from './failure';
export { type Lang, type MessageParams, type MessageText } from './text';

/** The message table: `{ [code]: { ja, en } }`. */
export const messages = {
  // ---- Entry rules (hub §2): the user only sees the generic error page; texts are for logs (our wording).
  'entry.value_empty': { ja: 'パラメータ {param} が空です。', en: 'The parameter {param} is empty.' },
  'entry.value_repeated': {
    ja: 'パラメータ {param} が複数指定されています。',
    en: 'The parameter {param} is given more than once.',
  },
  'entry.return_url.missing': { ja: '戻り先URLが指定されていません。', en: 'The return URL is missing.' },
  'entry.return_url.not_allowed': {
    ja: '戻り先URLが許可されていません。',
    en: 'The return URL does not start with an allowed address.',
  },
  'entry.hidden.invalid': {
    ja: 'パラメータ hidden は 1 のみ指定できます。',
    en: 'The parameter hidden only accepts 1.',
  },

  // ---- E-mail (hub §5, profile §5): email-messages.ts
  ...emailMessages,

  // ---- Birthday (profile §5)
  'birthday.invalid': { ja: '選択してください。', en: 'Please select a date.' },
  'birthday.member_date': {
    ja: '日付として正しい年月日を選択ください。',
    en: 'Please select a valid year, month and day.',
  },

  // ---- Shared length rule (profile §5: 'N文字以内にしてください', N = the limit in code points)
  'text.max_length': { ja: '{max}文字以内にしてください', en: 'Please use at most {max} characters' },

  // ---- Nickname (profile §5)
  'nickname.required': { ja: 'ニックネームは必ず入力してください。', en: 'Please enter a nickname.' },
  'nickname.chars': {
    ja: '許可されていない文字を使用しています。',
    en: 'It contains characters that are not allowed.',
  },
  'nickname.unavailable': { ja: 'このニックネームは使用できません。', en: 'This nickname cannot be used.' },
  'nickname.checking': { ja: 'ニックネームを確認しています...', en: 'Checking the nickname...' },
  'nickname.available': { ja: 'このニックネームは使用できます。', en: 'This nickname can be used.' },
  'nickname.retry_max': {
    ja: 'ニックネームを生成できませんでした。', // (our wording; the thrown English message is the spec's)
    en: 'generate nickname retry count max',
  },

  // ---- City, introduction (profile §5)
  'city.chars': {
    ja: '市町村名として正しい文字を指定してください',
    en: 'Please use characters valid in a city name',
  },
  'introduction.chars': {
    ja: '許可されていない文字を使用しています。',
    en: 'It contains characters that are not allowed.',
  },

  // ---- Prefecture, sex, interests (profile §5)
  'prefecture.required': { ja: '選択してください。', en: 'Please make a selection.' },
  'prefecture.invalid': { ja: '正しい値を入力してください。', en: 'Please enter a valid value.' },
  'sex.required': { ja: '選択してください。', en: 'Please make a selection.' },
  'sex.invalid': { ja: '正しい値を入力してください。', en: 'Please enter a valid value.' },
  'select.invalid': { ja: '正しい値を入力してください。', en: 'Please enter a valid value.' },

  // ---- Shop key (profile §5)
  'shopKey.format': {
    ja: '半角数字10桁、または11桁で入力してください。',
    en: 'Please enter 10 or 11 half-width digits.',
  },

  // ---- Kantan login (hub §5)
  'kantan.required': {
    ja: '登録番号またはパスワードが未入力です',
    en: 'The registration number or password is empty',
  },
  'kantan.password_chars': {
    ja: 'パスワードは半角英数記号で入力してください。',
    en: 'Please enter the password in half-width letters, digits and symbols.',
  },

  // ---- Kantan password change (hub §5), checked in this order
  'password.current_required': {
    ja: '現在のパスワードが入力されていません。',
    en: 'The current password is empty.',
  },
  'password.new_required': { ja: '新しいパスワードが入力されていません。', en: 'The new password is empty.' },
  'password.length': { ja: '6文字以上24文字以下で入力してください。', en: 'Please use 6 to 24 characters.' },
  'password.letter_and_digit': {
    ja: '半角英字および半角数字を少なくとも1文字以上含めてください。',
    en: 'Please include at least one half-width letter and one half-width digit.',
  },
  'password.chars': {
    ja: '半角英字、半角数字、半角記号で入力してください。',
    en: 'Please use half-width letters, digits and symbols only.',
  },
  'password.same_as_current': {
    ja: '現在のパスワードと新しいパスワードが同じです。',
    en: 'The new password is the same as the current one.',
  },
  'password.confirm_mismatch': {
    ja: '新しいパスワードが違います。再度入力してください。',
    en: 'The new passwords differ. Please enter them again.',
  },
} as const satisfies Record<string, MessageText>;

/** Every message code of this package. */
export type MessageCode = keyof typeof messages;

const codes = new Set<string>(Object.keys(messages));

/** Type guard: is `value` one of this package's message codes? */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && codes.has(value);
}

/**
 * The text of a message code in a language, with `{name}` placeholders filled from `params`.
 * An unknown code is returned unchanged (so a caller never shows an empty string).
 */
export function renderMessage(code: MessageCode | string, lang: Lang = 'ja', params?: MessageParams): string {
  const entry = isMessageCode(code) ? messages[code] : undefined;
  if (!entry) return code;
  return fillParams(entry[lang], params);
}

// The e-mail messages, apart from the rest of the table (messages.ts holds them all): a screen
// that only checks an address (the hub's /login) renders them without carrying every text of
// the package.
import { fillParams, type Lang, type MessageParams, type MessageText } from './text';

/**
 * The RFC-style message (one code, `email.rfc`): the spec describes it as asking for an
 * appropriate address and listing the bad forms; the wording below is ours, built from that
 * description. Lines are separated by `\n` (render with `white-space: pre-line`).
 */
const RFC_EXAMPLES_JA = [
  '適切なメールアドレスを指定してください。',
  '次のようなメールアドレスはご利用いただけません。',
  '・@の直前、または先頭にピリオド（.）があるもの',
  '・@より前にピリオドが連続しているもの（..）',
  "・半角英数字と . ! # $ % & ' * + - / = ? ^ _ ` { | } ~ 以外の文字を含むもの",
].join('\n');

const RFC_EXAMPLES_EN = [
  'Please enter an appropriate e-mail address.',
  'These addresses cannot be used:',
  '- a period right before @ or at the start',
  '- consecutive periods before @ (..)',
  "- characters other than half-width letters, digits and . ! # $ % & ' * + - / = ? ^ _ ` { | } ~",
].join('\n');

/** The e-mail messages (part of `messages`). */
export const emailMessages = {
  // ---- E-mail (hub §5, profile §5)
  'email.required': { ja: 'メールアドレスを入力してください。', en: 'Please enter an e-mail address.' }, // (our wording)
  'email.format': {
    ja: '適切なメールアドレスを指定してください。',
    en: 'Please enter a valid e-mail address.',
  },
  'email.rfc': { ja: RFC_EXAMPLES_JA, en: RFC_EXAMPLES_EN },
  'email.mismatch': {
    ja: '入力したメールアドレスが一致しません。',
    en: 'The e-mail addresses do not match.',
  },
} as const satisfies Record<string, MessageText>;

export type EmailMessageCode = keyof typeof emailMessages;

/** As `renderMessage`, for the e-mail codes only. */
export function renderEmailMessage(
  code: EmailMessageCode,
  lang: Lang = 'ja',
  params?: MessageParams,
): string {
  return fillParams(emailMessages[code][lang], params);
}

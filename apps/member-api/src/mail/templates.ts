/**
 * The Japanese mails of the e-mail link flow (plain text + simple HTML, UTF-8).
 * The link opens the hub's validate/email page with the referenceKey; the Firebase sign-in link
 * never leaves the server by mail (hub spec §4, ARCHITECTURE.md "Flows").
 * The spec does not show the mail texts: these are ours, in the plain polite style of the hub.
 */
import { type MailLinkPageMode, validateEmailPathOf } from '@member-hub/enums';

import type { OutgoingMail } from '../deps';

export type MailLinkMode = MailLinkPageMode;

/** The hub's validate/email page of the mode on the hub origin (path from the enums cross-app table). */
export function hubValidateEmailUrl(hubOrigin: string, mode: MailLinkMode): URL {
  return new URL(`${hubOrigin.replace(/\/$/, '')}${validateEmailPathOf(mode)}`);
}

/** The hub page a mailed link opens (hub spec §2: login/validate/email, register/validate/email). */
export function validateEmailUrl(hubOrigin: string, mode: MailLinkMode, referenceKey: string): string {
  const url = hubValidateEmailUrl(hubOrigin, mode);
  url.searchParams.set('referenceKey', referenceKey);
  url.searchParams.set('mode', mode);
  return url.href;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Who the mail is from and whom to ask (the names the screens show): the service's name as the member
 * saw it on the screen, the operator and the support line of the deployment configuration
 * (packages/deployment-config; production builds cannot fall back to placeholders).
 */
export interface MailBranding {
  /** The service the member is signing in for, e.g. 'らくらくコミュニティ' (sender name, subject, signature). */
  serviceName: string;
  /** The operating company. */
  operator: string;
  support: { phone: string; hours: string; page: string };
}

/** What a sign-in mail carries besides the address. */
export interface SignInMailDetails {
  /** The hub page the button opens (referenceKey, mode). */
  url: string;
  /** The short numeric code for the browser that asked, when the button opens in another one. */
  code: string;
  expiresAt: Date;
  branding: MailBranding;
}

const FOOTER = 'このメールは送信専用です。ご返信いただいてもお答えできません。';

/** Who sent the mail and whom to ask: the closing lines of every mail. */
function signatureOf({ serviceName, operator, support }: MailBranding): string[] {
  return [
    serviceName,
    `運営：${operator}`,
    `お問い合わせ：${support.phone}（${support.hours}）`,
    support.page,
  ];
}

/** The plain-text mail: the greeting, the body, whom it is from, the no-reply footer. */
function textMail(serviceName: string, signature: readonly string[], body: readonly string[]): string {
  return [
    `${serviceName}をご利用いただき、ありがとうございます。`,
    ...body,
    '',
    '――――――――――',
    ...signature,
    FOOTER,
    '',
  ].join('\n');
}

/** A link that wraps on a narrow screen (a long address must not widen the mail). */
function plainLink(href: string): string {
  const e = escapeHtml;
  return `<a href="${e(href)}" style="color: #0b3d91; word-break: break-all; overflow-wrap: anywhere;">${e(href)}</a>`;
}

/** The large button-like link: full width on a phone, large type, strong contrast. */
function buttonLink(href: string, label: string): string {
  const e = escapeHtml;
  return `<p style="margin: 24px 0;"><a href="${e(href)}" style="display: block; box-sizing: border-box; width: 100%; max-width: 420px; padding: 18px 16px; background: #0b3d91; color: #fff; font-size: 24px; font-weight: bold; text-align: center; text-decoration: none; border-radius: 10px;">${e(label)}</a></p>`;
}

/**
 * The HTML mail's frame: large type on a phone, the service's name above the heading, the body,
 * then whom it is from (its last line, the service's address, a link unless `signatureLink` is
 * false) and the no-reply footer. `body` is HTML the caller escaped.
 */
function htmlMail(parts: {
  title: string;
  serviceName: string;
  heading: string;
  body: string;
  signature: readonly string[];
  signatureLink?: boolean;
}): string {
  const e = escapeHtml;
  const { signature, signatureLink = true } = parts;
  const from = signature
    .map((line, i) => (signatureLink && i === signature.length - 1 ? plainLink(line) : e(line)))
    .join('<br>');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(parts.title)}</title></head>
<body style="margin: 0; padding: 16px; font-family: sans-serif; font-size: 20px; line-height: 1.8; color: #111; background: #fff;">
<div style="max-width: 600px;">
<p style="margin: 0 0 8px;">${e(parts.serviceName)}</p>
<h1 style="font-size: 24px; line-height: 1.5; margin: 0 0 16px;">${e(parts.heading)}</h1>
${parts.body}
<hr style="border: 0; border-top: 1px solid #999; margin: 24px 0;">
<p style="font-size: 18px;">${from}</p>
<p style="font-size: 18px;">${e(FOOTER)}</p>
</div>
</body></html>`;
}

/** '11月23日 18時30分' in Japan time (the reader is in Japan, the year is obvious). */
export function japanDayTime(at: Date): string {
  const parts = japanParts(at);
  return `${parts.month}月${parts.day}日 ${parts.hour}時${parts.minute}分`;
}

interface SignInMailText {
  subject: string;
  heading: string;
  /** Before the button: what this mail is about. */
  lead: string;
  button: string;
  /** The start of the journey, e.g. 'ログインを始めた' (where the code is typed). */
  started: string;
}

function signInMail(to: string, words: SignInMailText, details: SignInMailDetails): OutgoingMail {
  const { url, code, expiresAt, branding } = details;
  const { serviceName } = branding;
  const until = `${japanDayTime(expiresAt)}まで`;
  const press = `下の［${words.button}］ボタンを押してください。`;
  const validity = `このボタンは ${until} 使えます（日本時間・1回だけ）。`;
  const samePhone = `${words.started}のと同じスマートフォンで開いてください。`;
  const codeLead = `ボタンを押しても続きが出ないとき（メールのアプリの中で開いたときなど）は、${words.started}画面に、次の${code.length}けたの数字を入れてください。`;
  const codeNote = `数字も ${until}、1回だけ使えます。`;
  const notMine = 'このメールに心当たりがない場合は、何もせずに削除してください。';
  const fallbackHeading = 'ボタンが押せないとき';
  const fallbackLead = '次の文字の並びを押してください。';
  const signature = signatureOf(branding);
  const text = textMail(serviceName, signature, [
    words.lead,
    '',
    press,
    validity,
    samePhone,
    '',
    `▼${words.button}`,
    url,
    '',
    codeLead,
    `数字：${code}`,
    codeNote,
    '',
    notMine,
  ]);
  const e = escapeHtml;
  const html = htmlMail({
    title: words.subject,
    serviceName,
    heading: words.heading,
    signature,
    body: `<p>${e(words.lead)}</p>
<p><strong>${e(press)}</strong></p>
${buttonLink(url, words.button)}
<p><strong>${e(validity)}</strong></p>
<p>${e(samePhone)}</p>
<h2 style="font-size: 22px; margin: 28px 0 8px;">数字を入れるとき</h2>
<p>${e(codeLead)}</p>
<p style="font-size: 32px; font-weight: bold; letter-spacing: 0.2em; margin: 8px 0;" aria-label="${e(code.split('').join(' '))}">${e(code)}</p>
<p>${e(codeNote)}</p>
<h2 style="font-size: 22px; margin: 28px 0 8px;">${e(fallbackHeading)}</h2>
<p>${e(fallbackLead)}<br>${plainLink(url)}</p>
<p>${e(notMine)}</p>`,
  });
  return { to, fromName: serviceName, subject: words.subject, text, html };
}

export function mailLinkMail(mode: MailLinkMode, to: string, details: SignInMailDetails): OutgoingMail {
  const name = details.branding.serviceName;
  if (mode === 'login') {
    return signInMail(
      to,
      {
        subject: `【${name}】ログインのためのメールです`,
        heading: 'ログインのためのメールです',
        lead: 'ログインのお手続きを受け付けました。',
        button: 'ログインする',
        started: 'ログインを始めた',
      },
      details,
    );
  }
  return signInMail(
    to,
    {
      subject: `【${name}】会員登録のためのメールです`,
      heading: '会員登録のためのメールです',
      lead: '新規登録のお手続きを受け付けました。メールアドレスの確認と登録を進めます。',
      button: '登録を進める',
      started: '登録を始めた',
    },
    details,
  );
}

/**
 * Answer to a registration (API or empty mail) for an address that already has a member
 * (no silent oracle): the caller sees the same "sent" page as for a new address, and the member gets
 * a sign-in link with a plain note, so probing is visible to them and a forgetful member still
 * gets in.
 */
export function alreadyRegisteredLoginMail(to: string, details: SignInMailDetails): OutgoingMail {
  const name = details.branding.serviceName;
  return signInMail(
    to,
    {
      subject: `【${name}】すでにご登録があります（ログインのためのメールです）`,
      heading: 'すでにご登録があります',
      lead: '新規登録のお手続きを受け付けましたが、このメールアドレスは既に登録されています。新しく登録する必要はありません。ボタンを押すと、そのままログインできます。',
      button: 'ログインする',
      started: '登録を始めた',
    },
    details,
  );
}

function japanParts(at: Date): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('ja-JP', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
}

/** A time as the Japan clock shows it, e.g. '2026年11月23日 14時05分' (the reader is in Japan). */
export function japanClockTime(at: Date): string {
  const parts = japanParts(at);
  return `${parts.year}年${parts.month}月${parts.day}日 ${parts.hour}時${parts.minute}分`;
}

/** The profile's mail-link modes the server mails (profile spec §4). */
export type ProfileMailMode = 'register' | 'update' | 'authRegist';

const PROFILE_MAIL: Record<ProfileMailMode, { subject: string; lead: string; button: string }> = {
  update: {
    subject: 'メールアドレス変更のご確認',
    lead: 'メールアドレスの変更のお手続きありがとうございます。下のボタンを押すと、変更が完了します。',
    button: 'メールアドレスを変更する',
  },
  register: {
    subject: 'メールアドレス登録のご確認',
    lead: 'メールアドレスの登録のお手続きありがとうございます。下のボタンを押すと、登録が完了します。',
    button: 'メールアドレスを登録する',
  },
  authRegist: {
    subject: 'メールアドレス登録のご確認',
    lead: 'メールアドレスの登録のお手続きありがとうございます。下のボタンを押すと、登録が完了します。',
    button: 'メールアドレスを登録する',
  },
};

/**
 * The mail of an e-mail change or registration by a signed-in member, written like the sign-in
 * mails (for older readers): the service's name as sender, in the subject and the signature; one
 * large button-like link under 「下の［…］ボタンを押してください。」; the expiry as a Japan clock
 * time; the same phone; a fallback link that wraps on a narrow screen; whom to ask.
 */
export function profileMailLinkMail(
  mode: ProfileMailMode,
  to: string,
  url: string,
  expiresAt: Date,
  branding: MailBranding,
): OutgoingMail {
  const { subject: topic, lead, button } = PROFILE_MAIL[mode];
  const { serviceName } = branding;
  const subject = `【${serviceName}】${topic}`;
  const press = `下の［${button}］ボタンを押してください。`;
  const expiry = `このボタンは ${japanClockTime(expiresAt)} まで使えます（日本時間、発行から30分）。`;
  const notes = [
    '時間を過ぎたときは、お手数ですが、もう一度はじめからお手続きください。',
    'ボタンは1回だけ使えます。ログアウトせずに、お手続きを始めたのと同じスマートフォンで開いてください。',
    'このメールに心当たりがない場合は、何もせずに削除してください。',
  ];
  const fallbackHeading = 'ボタンが押せないとき';
  const fallbackLead = '次の文字の並びを押してください。';
  const signature = signatureOf(branding);
  const e = escapeHtml;
  const html = htmlMail({
    title: subject,
    serviceName,
    heading: topic,
    signature,
    body: `<p>${e(lead)}</p>
<p><strong>${e(press)}</strong></p>
${buttonLink(url, button)}
<p><strong>${e(expiry)}</strong></p>
<ul>${notes.map((n) => `<li>${e(n)}</li>`).join('')}</ul>
<h2 style="font-size: 22px; margin: 28px 0 8px;">${e(fallbackHeading)}</h2>
<p>${e(fallbackLead)}<br>${plainLink(url)}</p>`,
  });
  const text = textMail(serviceName, signature, [
    lead,
    '',
    press,
    expiry,
    '',
    `▼${button}`,
    url,
    '',
    ...notes.map((n) => `※${n}`),
  ]);
  return { to, fromName: serviceName, subject, text, html };
}

/** 'ta***@example.com': enough for the reader to recognise an address, not to copy it. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}

/**
 * To the address a member had before an e-mail change: the change happened, and whom to call at
 * once if it was not them (the support line of the deployment). No link: a mail that says "your
 * account changed" is what a fake one would imitate, so it only names the phone line.
 */
export function emailChangedNoticeMail(
  to: string,
  details: { newAddress: string; changedAt: Date; branding: MailBranding },
): OutgoingMail {
  const { serviceName, support } = details.branding;
  const subject = `【${serviceName}】メールアドレスが変更されました`;
  const lines = [
    `${japanClockTime(details.changedAt)}（日本時間）に、会員情報のメールアドレスが変更されました。`,
    `新しいメールアドレス：${maskedAddress(details.newAddress)}`,
    'これからのお知らせは、新しいメールアドレスに届きます。このメールアドレスには、もう届きません。',
  ];
  const mine = 'ご自身で変更した場合は、このメールは読み捨ててください。';
  const notMine = `ご自身で変更していない場合は、すぐに次の番号にお電話ください：${support.phone}（${support.hours}）`;
  const signature = signatureOf(details.branding);
  const text = textMail(serviceName, signature, [...lines, '', mine, notMine]);
  const e = escapeHtml;
  const html = htmlMail({
    title: subject,
    serviceName,
    heading: 'メールアドレスが変更されました',
    signature,
    signatureLink: false,
    body: `${lines.map((line) => `<p>${e(line)}</p>`).join('\n')}
<p>${e(mine)}</p>
<p><strong>${e(notMine)}</strong></p>`,
  });
  return { to, fromName: serviceName, subject, text, html };
}

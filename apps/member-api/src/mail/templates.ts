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

const NOTES = [
  'このURLの有効期限は、発行から30分です。30分を過ぎた場合は、お手数ですがもう一度はじめからお手続きください。',
  'このURLは1回だけお使いいただけます。',
  'お心当たりのない場合は、このメールを破棄してください。',
];
const FOOTER = 'このメールは送信専用です。ご返信いただいてもお答えできません。';

function html(heading: string, lead: string, button: string, url: string): string {
  const notes = NOTES.map((n) => `<li>${escapeHtml(n)}</li>`).join('');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family: sans-serif; font-size: 18px; line-height: 1.7; color: #111;">
<h1 style="font-size: 22px;">${escapeHtml(heading)}</h1>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(url)}" style="display: inline-block; padding: 14px 24px; background: #0b3d91; color: #fff; font-size: 20px; font-weight: bold; text-decoration: none; border-radius: 8px;">${escapeHtml(button)}</a></p>
<p>ボタンが押せない場合は、次のURLを開いてください。<br>${escapeHtml(url)}</p>
<ul>${notes}</ul>
<p style="font-size: 16px;">${escapeHtml(FOOTER)}</p>
</body></html>`;
}

function text(lead: string, url: string): string {
  return [lead, '', url, '', ...NOTES.map((n) => `※${n}`), '', FOOTER, ''].join('\n');
}

export function mailLinkMail(mode: MailLinkMode, to: string, url: string): OutgoingMail {
  if (mode === 'login') {
    const lead = 'ログインのお手続きありがとうございます。次のURLを開いて、ログインを完了してください。';
    return {
      to,
      subject: 'ログインURLのお知らせ',
      text: text(lead, url),
      html: html('ログインURLのお知らせ', lead, 'ログインする', url),
    };
  }
  const lead =
    '新規登録のお手続きありがとうございます。次のURLを開いて、メールアドレスの確認と登録を進めてください。';
  return {
    to,
    subject: '新規登録URLのお知らせ',
    text: text(lead, url),
    html: html('新規登録URLのお知らせ', lead, '登録を進める', url),
  };
}

/** Answer to an empty registration mail from an address that already has a member. */
export function alreadyRegisteredMail(to: string): OutgoingMail {
  const body = [
    '新規登録のメールを受け付けましたが、このメールアドレスは既に登録されています。',
    'お使いのサービスのログイン画面から、このメールアドレスでログインしてください。',
    '',
    '※お心当たりのない場合は、このメールを破棄してください。',
    '',
    FOOTER,
    '',
  ].join('\n');
  return { to, subject: '既にご登録があります', text: body };
}

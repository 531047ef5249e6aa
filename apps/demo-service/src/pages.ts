// Server-rendered pages of the demo service: plain HTML, Japanese, large type (older adults
// first: body 20 px, targets ≥ 48 px, strong contrast).
import { type DemoServiceConfig } from './config';
import { type DemoSession } from './flow';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(config: DemoServiceConfig, heading: string, body: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} | ${escapeHtml(config.title)}</title>
<style>
  body { font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; font-size: 20px; line-height: 1.7;
         color: #111; background: #fff; margin: 0; }
  header { background: #0b3d91; color: #fff; padding: 16px 20px; font-size: 22px; font-weight: bold; }
  main { max-width: 40rem; margin: 0 auto; padding: 24px 20px; }
  h1 { font-size: 28px; margin: 0 0 24px; }
  .button { display: block; box-sizing: border-box; min-height: 56px; margin: 16px 0; padding: 12px 20px;
            border-radius: 8px; text-align: center; font-size: 22px; font-weight: bold; text-decoration: none; }
  .primary { background: #0b3d91; color: #fff; }
  .secondary { background: #fff; color: #0b3d91; border: 3px solid #0b3d91; }
  h2 { font-size: 24px; margin: 32px 0 8px; }
  .quiet { display: inline-block; min-height: 48px; padding: 10px 0; color: #0b3d91; font-size: 20px; }
  a:focus-visible { outline: 4px solid #f5a623; outline-offset: 2px; }
</style>
</head>
<body>
<header>${escapeHtml(config.title)}</header>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`;
}

/**
 * The profile screens a sibling service links its signed-in members to (profile spec §2), each
 * with the entry a service sends: its own address to come back to (`returnUrl`) and its service id
 * ('1004' the community, '1006' the members service, which has its own edit screen
 * 031_MemberProfileEdit and offers no Google). Leaving is a quiet link, not a button.
 */
export function profileLinks(
  config: Pick<DemoServiceConfig, 'variant' | 'hubOrigin' | 'publicOrigin'>,
): { label: string; href: string; quiet?: boolean }[] {
  const members = config.variant === 'members';
  const entry = new URLSearchParams({
    returnUrl: `${config.publicOrigin}/`,
    serviceId: members ? '1006' : '1004',
  }).toString();
  const at = (path: string, extra = '') => `${config.hubOrigin}${path}?${extra}${entry}`;
  return [
    { label: 'プロフィールを編集する', href: at(members ? '/memberProfileEdit' : '/profileEdit') },
    { label: 'メールアドレスを変更する', href: at('/changeEmail') },
    ...(members
      ? []
      : [{ label: 'Googleアカウントと連携する', href: at('/providerLinkage', 'provider=google&') }]),
    { label: 'dアカウントと連携する', href: at('/providerLinkage', 'provider=docomo-type&') },
    { label: '退会する', href: at('/unsubscribe'), quiet: true },
  ];
}

/**
 * What a member under 18 (the ID token's `under_18`) may do here: the community's terms say it
 * (packages/deployment-config local.js `terms.community`).
 */
export const UNDER_18_NOTICE =
  '18歳未満の方は、投稿を見ることができます。投稿、リアクション、フォローはできません。';

export function homePage(config: DemoServiceConfig, session: DemoSession | undefined): string {
  if (session) {
    const name = session.nickname || '会員';
    const links = profileLinks(config);
    return layout(
      config,
      `${name}さん、ようこそ`,
      `<p>${escapeHtml(config.title)}にログインしています。</p>
${session.under18 ? `<p>${UNDER_18_NOTICE}</p>\n` : ''}<a class="button primary" href="/prefectures">お住まいの地域を登録する</a>
<h2>会員情報</h2>
${links
  .filter((link) => !link.quiet)
  .map((link) => `<a class="button secondary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
  .join('\n')}
<a class="button secondary" href="/signout">ログアウト</a>
${links
  .filter((link) => link.quiet)
  .map((link) => `<p><a class="quiet" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`)
  .join('\n')}`,
    );
  }
  return layout(
    config,
    `${config.title}へようこそ`,
    `<p>会員の方は「ログイン」を、はじめての方は「新規登録」を押してください。</p>
<a class="button primary" href="/signin?mode=login">ログイン</a>
<a class="button secondary" href="/signin?mode=register">新規登録</a>`,
  );
}

export function messagePage(config: DemoServiceConfig, heading: string, message: string): string {
  return layout(
    config,
    heading,
    `<p>${escapeHtml(message)}</p>
<a class="button primary" href="/">トップに戻る</a>`,
  );
}

export { escapeHtml };

/** The hub page this service frames: the embedded prefecture screen (profile spec §3). */
export const AREA_REGISTER_PATH = '/profileEdit/prefectures';

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The parent page of the hub's area-registration screen: the frame, and (in /prefectures.js) the
 * parent's half of the conversation: on the frame's ready message it sends the signed-in member's
 * `encrypted_id` to the hub's origin only, and it shows the status the frame reports. Signed out,
 * it has no id to send, and the frame gives up after 7 s.
 */
export function prefecturesPage(config: DemoServiceConfig, session: DemoSession | undefined): string {
  const src = new URL(AREA_REGISTER_PATH, config.hubOrigin);
  src.searchParams.set('referer', `${config.publicOrigin}/prefectures`);
  const embed = { hubOrigin: new URL(config.hubOrigin).origin, encryptedId: session?.encryptedId ?? '' };
  const intro = session
    ? `<p>${escapeHtml(session.nickname || '会員')}さんのお住まいの地域を、会員サービスの画面で登録します。</p>`
    : `<p>ログインしていないため、地域の登録画面に会員の情報を渡せません。</p>
<a class="button primary" href="/signin?mode=login">ログイン</a>`;
  return layout(
    config,
    'お住まいの地域の登録',
    `${intro}
<iframe id="area-register" title="お住まいの地域の登録" src="${escapeHtml(src.href)}"
  style="display: block; width: 100%; min-height: 900px; border: 2px solid #555; border-radius: 8px;"></iframe>
<p id="area-status" role="status"></p>
<script type="application/json" id="embed-data">${scriptJson(embed)}</script>
<script src="/prefectures.js"></script>
<a class="button secondary" href="/">トップに戻る</a>`,
  );
}

/** The parent's script of /prefectures (served as /prefectures.js). */
export const prefecturesScript = `'use strict';
(function () {
  var data = JSON.parse(document.getElementById('embed-data').textContent);
  var frame = document.getElementById('area-register');
  var status = document.getElementById('area-status');
  window.addEventListener('message', function (event) {
    // Only the hub's frame; never answer anyone else.
    if (event.origin !== data.hubOrigin || event.source !== frame.contentWindow) return;
    var message = event.data || {};
    if (message.type === 'ready' && data.encryptedId) {
      frame.contentWindow.postMessage({ encrypted_id: data.encryptedId }, data.hubOrigin);
    } else if (typeof message.status_code === 'number') {
      status.textContent = '登録画面からの結果: ' + message.status_code;
      status.setAttribute('data-status-code', String(message.status_code));
    }
  });
})();
`;

// The local stand-in of the operator's help pages (the deployment's `helpLinks` and `support.page`
// point at /help/<topic> on the gateway in development and tests). Production links to the
// operator's real help site; these pages say so, give the topic's plain answer and the help line,
// so that a member who follows "help" on an error screen of the local stack is never at a dead end.
import { escapeHtml, GATEWAY_PAGE_STYLE, supportSection, type SupportLine } from './gateway-page.ts';

/** Where the local deployment configuration puts its help links (packages/deployment-config local.js). */
export const LOCAL_HELP_PREFIX = '/help';

interface HelpTopic {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/**
 * The topics of the local configuration's links: helpLinks.login/appLink/mailSettings/oldService/
 * registrationNumber/registerEmail, support.page.
 */
export const LOCAL_HELP_TOPICS: Readonly<Record<string, HelpTopic>> = {
  login: {
    title: 'ログインのしかた',
    paragraphs: [
      'ログインの画面で、登録したメールアドレスを入れて「送信」を押してください。',
      'メールが届いたら、メールの中のボタンを押すとログインできます。ボタンを押しても続きが出ないときは、メールに書かれた6けたの数字を、ログインを始めた画面に入れてください。',
    ],
  },
  applink: {
    title: 'アプリで開くには',
    paragraphs: ['アプリをお使いのときは、アプリを開いてから、もう一度ログインしてください。'],
  },
  'mail-settings': {
    title: 'メールが届かないとき',
    paragraphs: [
      '迷惑メールのフォルダに入っていないか、お確かめください。',
      'メールの受信設定で、受け取らないように設定されていないか、お確かめください。',
      '数分待っても届かないときは、もう一度メールを送ってください。',
    ],
  },
  'former-community': {
    title: 'らくらくコミュニティの登録番号をお持ちの方',
    paragraphs: ['らくらくコミュニティの登録番号とパスワードで、これまでどおりログインできます。'],
  },
  'registration-number': {
    title: '登録番号がわからないとき',
    paragraphs: [
      '登録番号は、らくらくコミュニティで使っていた8けたの数字です。',
      'パスワードや登録番号がわからないときは、お電話でお問い合わせください。',
    ],
  },
  'register-email': {
    title: 'メールアドレスでの登録がうまくいかないとき',
    paragraphs: [
      'メールアドレスに、まちがいや空白がないか、お確かめください。',
      'すでに登録したメールアドレスのときは、ログインの画面からログインしてください。',
      '確認のメールが届かないときは、迷惑メールのフォルダや、メールの受信設定をお確かめください。',
    ],
  },
  contact: {
    title: 'お問い合わせ',
    paragraphs: ['ご不明な点は、お電話でお問い合わせください。'],
  },
};

/** The query value a link to a help page may carry: the address of the screen it was opened from. */
export const HELP_RETURN_QUERY = 'from';

/**
 * Where a help page's 「前の画面に戻る」 leads without script: the `from` value as a path on the
 * page's own `origin`, or null for none, another origin (`//evil.example`, `https://…`, `/\evil`)
 * or another scheme (`javascript:`): the link is never an open redirect.
 */
export function helpReturnPath(from: string | null | undefined, origin: string): string | null {
  if (!from?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The script of the way back (its hash goes into the page's CSP like any inline script): with a
 * page behind in this tab, 「前の画面に戻る」 is the browser's Back — the screen comes back as it was
 * (a link would load it afresh, without what it held) — and shows itself when the page had no
 * `from`; alone in its tab (opened as a new tab) the link follows its `from`.
 */
const BACK_SCRIPT = `<script>
(function () {
  var back = document.getElementById('back');
  if (!back || history.length < 2) return;
  var actions = document.getElementById('back-actions');
  var hint = document.getElementById('back-hint');
  if (actions) actions.hidden = false;
  if (hint) hint.hidden = true;
  back.addEventListener('click', function (event) {
    event.preventDefault();
    history.back();
  });
})();
</script>`;

/**
 * The way back: a large 「前の画面に戻る」 link to `returnPath` (works without script); with no
 * `returnPath`, the link waits for the script (a page behind in this tab) and the sentence about
 * the browser's Back stays for a browser without script.
 */
function backSection(returnPath: string | null): string {
  if (returnPath) {
    return `<p class="actions" id="back-actions"><a class="button secondary" id="back" href="${escapeHtml(returnPath)}">前の画面に戻る</a></p>`;
  }
  return `<p class="actions" id="back-actions" hidden><a class="button secondary" id="back" href="#">前の画面に戻る</a></p>
<p id="back-hint">前の画面には、ブラウザの「戻る」で戻れます。</p>`;
}

/**
 * The page of `/help/<topic>`, or null for a topic the local stand-in does not know. `returnPath`
 * is the way back without script, already checked by `helpReturnPath`.
 */
export function localHelpPage(
  pathname: string,
  support: SupportLine,
  returnPath: string | null = null,
): string | null {
  const topic = pathname.slice(LOCAL_HELP_PREFIX.length + 1).replace(/\/$/, '');
  const page = Object.hasOwn(LOCAL_HELP_TOPICS, topic) ? LOCAL_HELP_TOPICS[topic] : undefined;
  if (!page) return null;
  const title = escapeHtml(page.title);
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}（ヘルプ）</title>
${GATEWAY_PAGE_STYLE}
</head>
<body>
<main>
<h1>${title}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${backSection(returnPath)}
${supportSection(support, { contactPageLink: topic !== 'contact' })}<details>
<summary>開発者向けの情報</summary>
<p>ローカル環境の代わりのヘルプページです（ゲートウェイが返しています）。本番では運営会社のヘルプサイトが開きます。</p>
</details>
</main>
${BACK_SCRIPT}
</body>
</html>
`;
}

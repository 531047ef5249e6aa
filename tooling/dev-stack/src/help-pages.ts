// The local stand-in of the operator's help pages (the deployment's `helpLinks` and `support.page`
// point at /help/<topic> on the gateway in development and tests). Production links to the
// operator's real help site; these pages say so, give the topic's plain answer and the help line,
// so that a member who follows "help" on an error screen of the local stack is never at a dead end.
import { escapeHtml, GATEWAY_PAGE_STYLE, supportSection, type SupportLine } from './gateway-page.ts';

/** Where the local deployment configuration puts its help links (tooling/deployment-config local.js). */
export const LOCAL_HELP_PREFIX = '/help';

interface HelpTopic {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The topics of the local configuration's links: helpLinks.login/appLink/mailSettings/oldService, support.page. */
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
  contact: {
    title: 'お問い合わせ',
    paragraphs: ['ご不明な点は、お電話でお問い合わせください。'],
  },
};

/** The page of `/help/<topic>`, or null for a topic the local stand-in does not know. */
export function localHelpPage(pathname: string, support: SupportLine): string | null {
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
<p>前の画面には、ブラウザの「戻る」で戻れます。</p>
${supportSection(support, { contactPageLink: topic !== 'contact' })}<details>
<summary>開発者向けの情報</summary>
<p>ローカル環境の代わりのヘルプページです（ゲートウェイが返しています）。本番では運営会社のヘルプサイトが開きます。</p>
</details>
</main>
</body>
</html>
`;
}

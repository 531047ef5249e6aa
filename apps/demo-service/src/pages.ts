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

export function homePage(config: DemoServiceConfig, session: DemoSession | undefined): string {
  if (session) {
    const name = session.nickname || '会員';
    return layout(
      config,
      `${name}さん、ようこそ`,
      `<p>${escapeHtml(config.title)}にログインしています。</p>
<a class="button secondary" href="/signout">ログアウト</a>`,
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

/** The Japanese error page of the authentication host (no redirect happens from it). */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const HANDBACK_ERROR_TITLE = 'ログインできませんでした';
export const HANDBACK_ERROR_MESSAGE =
  'ページの有効期限が切れたか、すでに使われたリンクです。恐れ入りますが、ご利用のサービスからもう一度はじめからお試しください。';

export function errorPage(title = HANDBACK_ERROR_TITLE, message = HANDBACK_ERROR_MESSAGE): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; font-size: 20px; line-height: 1.7; color: #111; background: #fff; margin: 0; }
  main { max-width: 40rem; margin: 0 auto; padding: 32px 20px; }
  h1 { font-size: 26px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>`;
}

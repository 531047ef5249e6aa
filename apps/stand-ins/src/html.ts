/**
 * The page shell and HTTP helpers of both stand-ins: plain server-rendered Japanese pages, no
 * script, large type (20 px), 48 px targets, strong contrast, a neutral look (no brand).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Tagged template that escapes every interpolated value except `raw(...)` ones. */
export interface RawHtml {
  readonly html: string;
}
export const raw = (html: string): RawHtml => ({ html });
export function html(strings: TemplateStringsArray, ...values: unknown[]): RawHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) {
      if (part === undefined || part === null || part === false) continue;
      out += typeof part === 'object' && 'html' in part ? (part as RawHtml).html : escapeHtml(String(part));
    }
    out += strings[i + 1] ?? '';
  });
  return raw(out);
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { font-family: system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif; font-size: 20px; line-height: 1.7;
    color: #111; background: #fff; margin: 0; }
  header { background: #222; color: #fff; padding: 12px 20px; }
  header p { margin: 0; font-size: 20px; font-weight: bold; }
  main { max-width: 40rem; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 28px; line-height: 1.4; margin: 0 0 16px; }
  h2 { font-size: 24px; margin: 32px 0 12px; }
  label { display: block; font-weight: bold; margin: 16px 0 4px; }
  input, select { display: block; width: 100%; min-height: 48px; font-size: 20px; padding: 8px 12px;
    border: 2px solid #333; border-radius: 6px; color: #111; background: #fff; }
  button, .button { display: block; width: 100%; min-height: 56px; margin: 16px 0 0; font-size: 22px;
    font-weight: bold; padding: 10px 16px; border-radius: 8px; border: 2px solid #0b3d91; background: #0b3d91;
    color: #fff; cursor: pointer; text-align: center; text-decoration: none; }
  button.secondary { background: #fff; color: #0b3d91; }
  :focus-visible { outline: 4px solid #b35900; outline-offset: 2px; }
  .error { border: 3px solid #b00020; color: #8a0018; background: #fff5f6; padding: 12px 16px; border-radius: 8px;
    font-weight: bold; }
  .note { color: #333; }
  table { border-collapse: collapse; width: 100%; font-size: 18px; }
  th, td { border: 1px solid #555; padding: 6px 8px; text-align: left; vertical-align: top; }
  fieldset { border: 2px solid #555; border-radius: 8px; margin: 16px 0; padding: 8px 16px 16px; }
  legend { font-weight: bold; padding: 0 4px; }
  .choice { display: flex; align-items: center; gap: 12px; min-height: 48px; margin: 8px 0; font-weight: normal; }
  .choice input { width: 28px; min-height: 28px; height: 28px; margin: 0; flex: none; }
  code { font-size: 18px; }
  main { overflow-wrap: anywhere; }
  .stack > * + * { margin-top: 16px; }
  .box { display: block; border: 2px solid #555; border-radius: 8px; margin: 16px 0; padding: 8px 16px 16px; }
  .box > h2:first-child { margin-top: 8px; }
  .choice span { min-width: 0; }
  .scroll-list { max-height: 24rem; overflow-y: auto; overscroll-behavior: contain; }
  .records { list-style: none; margin: 0; padding: 0; }
  .records li { border: 1px solid #555; border-radius: 8px; margin: 12px 0; padding: 8px 12px; font-size: 18px; }
  .records dl { margin: 0; }
  .records dt { font-weight: bold; }
  .records dd { margin: 0 0 4px; }
`;

/** A whole page. `banner` names the stand-in so nobody mistakes it for the real service. */
export function page(options: { title: string; banner: string; body: RawHtml }): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${escapeHtml(options.banner)}</p></header>
<main>
${options.body.html}
</main>
</body>
</html>`;
}

const SECURITY_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
};

export function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

const MAX_BODY = 64 * 1024;

/** The request body as text (at most 64 KiB). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A form post (application/x-www-form-urlencoded) as URLSearchParams. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

// Signed cookies (HMAC-SHA256) for the demo service's tiny state. Not a token format: the
// value is readable JSON, the signature only stops the visitor from forging it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !(name in out)) out[name] = part.slice(eq + 1).trim();
  }
  return out;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function sign(secret: string, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function unsign<T>(secret: string, signed: string | undefined): T | undefined {
  if (!signed) return undefined;
  const dot = signed.lastIndexOf('.');
  if (dot < 0) return undefined;
  const body = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(mac(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

export interface CookieOptions {
  maxAge: number;
  secure?: boolean;
}

export function serializeCookie(
  name: string,
  value: string,
  { maxAge, secure = false }: CookieOptions,
): string {
  return [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

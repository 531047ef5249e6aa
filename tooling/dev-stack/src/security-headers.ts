// The security headers of the SPA pages (security review M-6): a Content-Security-Policy whose
// script-src allows the origin's own files and the sha256 of each inline script the served HTML
// holds (never 'unsafe-inline' for scripts), and anti-framing on every page except the embedded
// prefecture screen, which only the deployment's staging origins may frame. The gateway adds them
// in dev and test exactly as the production host must (README "Security headers").
import { createHash } from 'node:crypto';

import { matchesPrefix } from './routes.ts';

/** The one page other sites embed (hub §11, profile §3): framed by the staging origins only. */
export const EMBEDDED_PAGE_PREFIX = '/profileEdit/prefectures';

export interface SecurityHeaderOptions {
  /**
   * `dev`: Vite's dev server injects the CSS as <style> elements, so styles may be inline there
   * (its HMR WebSocket is same-origin: 'self'); scripts are still hashes only.
   * `test` / `production`: the built SPAs, no inline styles or scripts beyond the hashed ones.
   */
  mode: 'dev' | 'test' | 'production';
  /** Origins allowed to frame the embedded page (deployment-config `embedParentOrigins`). */
  embedAncestors: readonly string[];
  /**
   * Firebase Auth's origins, which the SDK calls and frames (its sign-in helper iframe): the Auth
   * emulator in dev and test; in production the auth domain and Google's endpoints (README).
   */
  authOrigins: readonly string[];
}

/** The sha256 source expression of every inline `<script>` (one without `src`) in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The sha256 source expression of every inline `<style>` element in `html`: the gateway's own 502
 * page carries one; the SPA builds carry none (their CSS is a file).
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...new Set(hashes)];
}

/** True for the page other sites may frame (and its children). */
export function isEmbeddedPage(pathname: string): boolean {
  return matchesPrefix(pathname, EMBEDDED_PAGE_PREFIX);
}

/** The headers of one HTML page at `pathname` whose markup is `html`. */
export function pageSecurityHeaders(
  pathname: string,
  html: string,
  options: SecurityHeaderOptions,
): Record<string, string> {
  const embedded = isEmbeddedPage(pathname);
  const ancestors =
    embedded && options.embedAncestors.length > 0 ? options.embedAncestors.join(' ') : "'none'";
  const dev = options.mode === 'dev';
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScriptHashes(html)].join(' ')}`,
    // Dev: 'unsafe-inline' (Vite's injected styles; hashes would switch it off, so none are added).
    `style-src ${["'self'", ...(dev ? ["'unsafe-inline'"] : inlineStyleHashes(html))].join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...options.authOrigins].join(' ')}`,
    `frame-src ${["'self'", ...options.authOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ];
  const headers: Record<string, string> = {
    'content-security-policy': directives.join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  // X-Frame-Options has no allow-list: the embedded page relies on frame-ancestors alone.
  if (!embedded) headers['x-frame-options'] = 'DENY';
  return headers;
}

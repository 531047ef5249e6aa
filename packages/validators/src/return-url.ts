/**
 * Return-address allow-list (hub §2 entry rules, §5; profile §5).
 *
 * The spec says "returnUrl must start with one of the allowed addresses". A plain string
 * `startsWith` can be fooled (`https://allowed.example.jp.evil.test`,
 * `https://allowed.example.jp@evil.test`), so the rule here is stricter and documented:
 *
 * 1. The raw text must begin with `http://` or `https://` (any case) and contain no whitespace,
 *    no control character (C0, DEL, C1) and no backslash anywhere.
 * 2. The authority (between `//` and the next `/`, `?` or `#`) must not contain `@`: no user
 *    info at all, not even an empty one.
 * 3. Both the URL and the prefix are parsed with the WHATWG `URL` parser. The scheme must be
 *    http or https; origins (scheme, host, port — default ports normalised) must be equal.
 * 4. The path must not contain encoded dots, slashes, backslashes or control characters
 *    (`%2e`, `%2f`, `%5c`, `%00`–`%1f`, `%7f`), which a later decoder could turn into a
 *    different path.
 * 5. Path prefix on the parsed pathname, segment-aware: a prefix path ending in `/` matches any
 *    path that starts with it; a prefix path not ending in `/` matches that exact path or a path
 *    continuing with `/`. So `https://a.example.jp/app` allows `/app`, `/app/` and `/app/x`
 *    but not `/application`; `https://a.example.jp/app/` does not allow `/app` itself.
 *    A prefix without a path (`https://a.example.jp`) allows every path of that origin.
 *
 * Query and fragment of the URL are not restricted. A prefix that is not an absolute http(s) URL
 * never matches anything (a configuration mistake must not open the door).
 */

// eslint-disable-next-line no-control-regex
const FORBIDDEN_RAW = /[\s\u0000-\u001f\u007f-\u009f\\]/;
const ENCODED_TRICK = /%(2e|2f|5c|[01][0-9a-f]|7f)/i;
const SCHEME_START = /^https?:\/\//i;

interface ParsedPrefix {
  readonly origin: string;
  readonly path: string;
}

/**
 * The text as an http(s) URL under rules 1–3 above (no whitespace, control characters, backslash
 * or user info), or null. Never throws.
 */
export function parseHttpUrl(text: string): URL | null {
  if (!SCHEME_START.test(text) || FORBIDDEN_RAW.test(text)) return null;
  const authority = text.slice(text.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (authority === '' || authority.includes('@')) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url;
}

function parsePrefix(prefix: string): ParsedPrefix | null {
  const url = parseHttpUrl(prefix);
  if (!url) return null;
  return { origin: url.origin, path: url.pathname };
}

function pathMatches(pathname: string, prefixPath: string): boolean {
  if (prefixPath === '/' || prefixPath === '') return true;
  if (prefixPath.endsWith('/')) return pathname.startsWith(prefixPath);
  return pathname === prefixPath || pathname.startsWith(`${prefixPath}/`);
}

/**
 * Is `url` an allowed return address for the given list of prefixes? See the module comment for
 * the exact rule. Never throws.
 */
export function isAllowedReturnUrl(url: unknown, prefixes: readonly string[]): boolean {
  return createReturnUrlChecker(prefixes)(url);
}

/** A reusable checker bound to one list (parses the prefixes once). */
export function createReturnUrlChecker(prefixes: readonly string[]): (url: unknown) => boolean {
  const parsedPrefixes = prefixes.map(parsePrefix).filter((p): p is ParsedPrefix => p !== null);
  return (url) => {
    if (typeof url !== 'string') return false;
    const parsed = parseHttpUrl(url);
    if (!parsed || ENCODED_TRICK.test(parsed.pathname)) return false;
    return parsedPrefixes.some((p) => p.origin === parsed.origin && pathMatches(parsed.pathname, p.path));
  };
}

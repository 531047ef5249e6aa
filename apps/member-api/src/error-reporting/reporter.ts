/**
 * Where the server reports errors nobody handled. One interface, two implementations: none
 * (no DSN configured) and Sentry's Node SDK (loaded only when a DSN is set, see ./sentry.ts).
 */
export interface ErrorReporter {
  /** Sends the error with a few context fields (request id, route); never bodies or tokens. */
  report(error: unknown, context?: Record<string, string | number | boolean | undefined>): void;
  /** Waits for what is queued to be sent (bounded), then stops. */
  close(): Promise<void>;
}

/** Reports nothing: the default when no DSN is configured (the log still has every error). */
export const noErrorReporter: ErrorReporter = {
  report() {},
  async close() {},
};

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** Long opaque strings: keys, codes, passwords in query strings (`token=…`, `code=…`). */
const SECRET_PARAM = /\b(token|code|secure_code|secureCode|key|referenceKey|password|secret)=([^&\s"']+)/gi;

/** Removes e-mail addresses and credentials from a text that goes to the error service. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(SECRET_PARAM, '$1=[redacted]')
    .replace(EMAIL, '[email]');
}

/** scrubText over every string inside a JSON-like value. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => scrubValue(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = scrubValue(v, depth + 1);
  return out as T;
}

/**
 * Redaction for what leaves the product in error reports (server and browser): e-mail addresses
 * and credentials are replaced, everything else is kept so the report stays useful.
 */

/** local@domain with a letters-only top-level domain (so `hub@1.2.3`, a release name, is kept). */
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** Values of query or form fields that carry keys, codes and passwords (`code=…&token=…`). */
const SECRET_PARAM =
  /\b(token|accessToken|customToken|idToken|refreshToken|code|secure_code|secureCode|key|referenceKey|loginParamKey|password|pwd|secret)=([^&\s"']+)/gi;

/** Replaces e-mail addresses (`[email]`), bearer/basic credentials and JWTs (`[token]`) and secret field values (`[redacted]`). */
export function redactSecrets(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(SECRET_PARAM, '$1=[redacted]')
    .replace(EMAIL, '[email]');
}

/** `redactSecrets` over every string inside a JSON-like value (objects and arrays are copied). */
export function redactDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactSecrets(value) as T;
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => redactDeep(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = redactDeep(v, depth + 1);
  return out as T;
}

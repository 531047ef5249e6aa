/**
 * Return-address placeholders (hub §7): `{timestamp}`, `{domain}` and `{returnUrl}`.
 *
 * - `{timestamp}` is `YYYYMDDHHmmss` exactly as the spec writes it: the MONTH IS NOT
 *   ZERO-PADDED (one letter M) while day, hour, minute and second are (two letters each). So
 *   2024-03-05 07:08:09 gives `2024305070809` and 2024-11-05 gives `20241105…`. Implemented
 *   literally; in Japan time unless another offset is given.
 * - `{domain}` is the hub's own host (e.g. `member.example.jp` or `localhost:5170`).
 * - `{returnUrl}` is the client's return address.
 * - Encoding decision: a placeholder that sits after the first `?` (in the query or the fragment)
 *   is replaced with `encodeURIComponent(value)`, so the address survives as one query value;
 *   a placeholder before it (scheme, host or path) is replaced verbatim. `{timestamp}` is digits
 *   only, so it reads the same either way.
 */
import { JST_OFFSET_MINUTES, pad2, wallClock } from './time';

/** `YYYYMDDHHmmss` (month not padded — the spec's literal format). */
export function placeholderTimestamp(
  now: Date = new Date(),
  offsetMinutes: number = JST_OFFSET_MINUTES,
): string {
  const w = wallClock(now, offsetMinutes);
  return `${w.year}${w.month}${pad2(w.day)}${pad2(w.hour)}${pad2(w.minute)}${pad2(w.second)}`;
}

export interface PlaceholderValues {
  readonly now?: Date;
  readonly domain?: string;
  readonly returnUrl?: string;
  readonly offsetMinutes?: number;
}

/** Replace the placeholders of a return address (unknown `{…}` and missing values stay as they are). */
export function applyReturnUrlPlaceholders(template: string, values: PlaceholderValues = {}): string {
  const queryStart = template.indexOf('?');
  const replacements: Record<string, string | undefined> = {
    timestamp: placeholderTimestamp(values.now ?? new Date(), values.offsetMinutes ?? JST_OFFSET_MINUTES),
    domain: values.domain,
    returnUrl: values.returnUrl,
  };
  return template.replace(/\{(timestamp|domain|returnUrl)\}/g, (whole, name: string, offset: number) => {
    const value = replacements[name];
    if (value === undefined) return whole;
    const inQuery = queryStart >= 0 && offset > queryStart;
    return inQuery ? encodeURIComponent(value) : value;
  });
}

/**
 * Return addresses: appending the hub's return queries (auth=true, status=authError, ...) and
 * the placeholders {timestamp}, {domain} (the hub's own host), {returnUrl} (validators).
 */
import { applyReturnUrlPlaceholders } from '@member-hub/validators';

/** Appends `query` ('auth=true') before any fragment, with ? or & as needed. */
export function appendReturnQuery(returnUrl: string, query: string): string {
  const hashAt = returnUrl.indexOf('#');
  const base = hashAt === -1 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnUrl.slice(hashAt);
  let separator = '?';
  if (base.includes('?')) separator = base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}

export interface ReturnAddressOptions {
  /** The hub's own host for {domain}, e.g. `localhost:5170`. */
  readonly hubHost: string;
  readonly now?: Date;
}

/** The address the browser goes to: placeholders filled, then the query appended (if any). */
export function returnAddress(
  returnUrl: string,
  query: string | null,
  options: ReturnAddressOptions,
): string {
  const filled = applyReturnUrlPlaceholders(returnUrl, {
    now: options.now ?? new Date(),
    domain: options.hubHost,
    returnUrl,
  });
  return query ? appendReturnQuery(filled, query) : filled;
}

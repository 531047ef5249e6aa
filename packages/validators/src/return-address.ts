/**
 * Return addresses (hub §5, §7): appending the return queries (auth=true, status=authError, ...) and
 * the placeholders {timestamp}, {domain} (the member host), {returnUrl} (validators).
 */
import { applyReturnUrlPlaceholders } from './placeholders';

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
  /** The member host for {domain}, e.g. `localhost:5170`. */
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

/**
 * Sending the member to a hub screen that comes back to this profile screen (the carrier linkage,
 * signing in again): the hub's entry replaces the client record with its own return address, so
 * the way back carries the client's own query, and this screen's entry rules make the record the
 * same again (the service's return address, variant and OAuth values).
 */
import { type ClientRecord } from '@member-hub/validators';

/** `path` on `origin` with the client's query (all but `error`) and `extra` values. */
export function screenReturnUrl(
  origin: string,
  path: string,
  client: ClientRecord | null,
  extra: Readonly<Record<string, string>> = {},
): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(client ?? {})) {
    if (value !== undefined && value !== null && String(value) !== '' && key !== 'error')
      url.searchParams.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.href;
}

/** The hub screen `hubPath` with `returnUrl` and the client's serviceId and hidden (the variant). */
export function hubScreenFor(
  hubPath: string,
  origin: string,
  returnUrl: string,
  client: ClientRecord | null,
): string {
  const start = new URL(hubPath, origin);
  start.searchParams.set('returnUrl', returnUrl);
  for (const key of ['serviceId', 'hidden'] as const) {
    const value = client?.[key];
    if (value) start.searchParams.set(key, value);
  }
  return `${start.pathname}${start.search}`;
}

/**
 * What an app launch carries in its query or the entry's client record (hub §3, §4): the push
 * and launch tokens, where the string 'null' means none, and the older service's launch assertion.
 * Migration, kantan, game registration and the payout read them alike.
 */
import { NULL_TOKEN_STRING } from '@member-hub/enums';
import { type ClientRecord } from '@member-hub/validators';

import { CONTINUED_FROM_LOGIN, CONTINUED_FROM_QUERY } from './migration-refusal';

/** The string 'null' or an empty value counts as no token (hub §3, §4 Payout). */
export function tokenOrNone(value: string | null | undefined): string | null {
  return value && value !== NULL_TOKEN_STRING ? value : null;
}

/**
 * The older service's launch assertion: the page's own query, else the entry's client record; none
 * when a migration register continues a migration login of the same launch, which redeemed it.
 */
export function launchAssertion(client: ClientRecord | null, search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get(CONTINUED_FROM_QUERY) === CONTINUED_FROM_LOGIN) return query.get('assertion');
  return query.get('assertion') ?? client?.assertion ?? null;
}

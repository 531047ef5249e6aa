/**
 * Entry rules (hub spec §2 "Entry rules", profile spec §2 "Entry guard"): on every entry the query
 * is validated; a valid one replaces the local `client` record, an invalid one drops it and the app
 * sends the browser to the generic error page on its own host. What counts as an entry:
 * `isEntryQuery` (validators).
 */
import {
  type ClientRecord,
  type EntryFailure,
  type EntryFlow,
  isEntryQuery,
  parseEntryParams,
} from '@member-hub/validators';

import { dropClient, type KeyValueStorage, saveClient } from './client-store';

export type EntryOutcome =
  | { kind: 'no-entry' }
  | { kind: 'saved'; client: ClientRecord }
  | { kind: 'invalid'; failures: readonly EntryFailure[] };

export function applyEntry(
  search: URLSearchParams,
  storage: KeyValueStorage,
  allowedReturnUrlPrefixes: readonly string[],
  /** `migration-register`: needsRefreshToken may be empty (hub §2). */
  mode: EntryFlow = 'standard',
): EntryOutcome {
  if (!isEntryQuery(search)) return { kind: 'no-entry' };
  // `mock` is the apps' own switch (mock=timeout), not an entry value.
  const query = new URLSearchParams(search);
  query.delete('mock');
  const result = parseEntryParams(query, { allowedReturnUrlPrefixes, mode });
  if (!result.ok) {
    dropClient(storage);
    return { kind: 'invalid', failures: result.failures };
  }
  saveClient(storage, result.value);
  return { kind: 'saved', client: result.value };
}

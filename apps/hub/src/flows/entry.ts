/**
 * Entry rules (hub spec §2 "Entry rules"): on every entry the query is validated; a valid one
 * replaces the local `client` record, an invalid one drops it and sends the browser to the
 * generic error page on our own host.
 *
 * Our decision (the spec is silent): a navigation counts as an entry when its query carries one
 * of the core entry parameters (returnUrl, state, scope, nonce, clientId/client_id). Pages the
 * hub opens itself (Firebase's return with oobCode/loginParamKey, internal links) carry none and
 * keep the saved record.
 */
import { coreEntryParamNames, type EntryModeId, EntryMode } from '@member-hub/enums';
import { type ClientRecord, type EntryFailure, parseEntryParams } from '@member-hub/validators';

import { dropClient, type KeyValueStorage, saveClient } from './client-store';

export type EntryOutcome =
  | { kind: 'no-entry' }
  | { kind: 'saved'; client: ClientRecord }
  | { kind: 'invalid'; failures: readonly EntryFailure[] };

const ENTRY_TRIGGERS: readonly string[] = [...coreEntryParamNames, 'client_id'];

export function isEntryQuery(search: URLSearchParams): boolean {
  return ENTRY_TRIGGERS.some((name) => search.has(name));
}

export function applyEntry(
  search: URLSearchParams,
  storage: KeyValueStorage,
  allowedReturnUrlPrefixes: readonly string[],
): EntryOutcome {
  if (!isEntryQuery(search)) return { kind: 'no-entry' };
  // `mock` is the hub's own switch (mock=timeout), not an entry value.
  const query = new URLSearchParams(search);
  query.delete('mock');
  const result = parseEntryParams(query, { allowedReturnUrlPrefixes });
  if (!result.ok) {
    dropClient(storage);
    return { kind: 'invalid', failures: result.failures };
  }
  saveClient(storage, result.value);
  return { kind: 'saved', client: result.value };
}

/**
 * Mode rules: register requires that the member does not exist; login and migration require that
 * the member exists. Other modes have no rule here.
 */
export function modeAllows(mode: EntryModeId, memberExists: boolean): boolean {
  switch (mode) {
    case EntryMode.Register:
      return !memberExists;
    case EntryMode.Login:
    case EntryMode.Migration:
      return memberExists;
    default:
      return true;
  }
}

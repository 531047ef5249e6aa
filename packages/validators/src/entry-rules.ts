/**
 * Entry rules (hub spec §2 "Entry rules", profile spec §2 "Entry guard") that need no storage.
 *
 * Our decision (the spec is silent): a navigation counts as an entry when its query carries one
 * of the core entry parameters (returnUrl, state, scope, nonce, clientId/client_id). Pages the
 * apps open themselves (Firebase's return with oobCode/loginParamKey, internal links) carry none
 * and keep the saved record. Saving the record is the apps' part (@member-hub/app-kit).
 */
import { coreEntryParamNames, EntryMode, type EntryModeId } from '@member-hub/enums';

const ENTRY_TRIGGERS: readonly string[] = [...coreEntryParamNames, 'client_id'];

export function isEntryQuery(search: URLSearchParams): boolean {
  return ENTRY_TRIGGERS.some((name) => search.has(name));
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

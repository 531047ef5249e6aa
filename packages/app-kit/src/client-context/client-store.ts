/**
 * The local `client` record (the validated entry) and the other local keys of the e-mail flow.
 * Plain functions over a Storage-like object so flows (both apps) and tests share them.
 */
import { StorageKey } from '@member-hub/enums';
import { type ClientRecord } from '@member-hub/validators';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readClient(storage: KeyValueStorage): ClientRecord | null {
  return clientOfSaved(storage.getItem(StorageKey.client));
}

/** The record of the stored text (null: none, or a damaged record). */
export function clientOfSaved(text: string | null): ClientRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && typeof (value as ClientRecord).returnUrl === 'string') {
      return value as ClientRecord;
    }
  } catch {
    // fall through: a damaged record is no record
  }
  return null;
}

export function saveClient(storage: KeyValueStorage, client: ClientRecord): void {
  storage.setItem(StorageKey.client, JSON.stringify(client));
}

export function dropClient(storage: KeyValueStorage): void {
  storage.removeItem(StorageKey.client);
}

/**
 * Ends the flow's `process` (hub spec §4 "Local keys": login, register or migration): removed when
 * the flow completes (hand-back, registration complete) or ends in a sign-out, so a later visit
 * does not find a stale one.
 */
export function endProcess(storage: KeyValueStorage): void {
  storage.removeItem(StorageKey.process);
}

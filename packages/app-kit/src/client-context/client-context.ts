/**
 * The client context: the saved entry (`client` record) and what it decides, worked out in one
 * place. The variant carries the capabilities screens and flows ask for (push app, app-link help,
 * profile edit path, Google, …); nobody compares `variant.key` or tests the return address again.
 */
import {
  type ClientRecord,
  isMemberSiteReferrer,
  resolveVariant,
  type ServiceVariant,
} from '@member-hub/validators';

import { type KeyValueStorage, readClient } from './client-store';

export interface ClientContext {
  /** The validated entry the entry loader saved (null: none, e.g. a page opened directly). */
  readonly client: ClientRecord | null;
  /** The variant the entry selects (the community service when there is no entry). */
  readonly variant: ServiceVariant;
  /** The member-site layout (profile spec §2): the stored referrer is a member-site referrer. */
  readonly memberSiteLayout: boolean;
}

/** The context of a client record (or of none). */
export function clientContextOf(client: ClientRecord | null): ClientContext {
  return {
    client,
    variant: resolveVariant(client ?? {}),
    memberSiteLayout: isMemberSiteReferrer(client?.referer),
  };
}

/** The context of the record saved in `storage` now. */
export function readClientContext(storage: KeyValueStorage): ClientContext {
  return clientContextOf(readClient(storage));
}

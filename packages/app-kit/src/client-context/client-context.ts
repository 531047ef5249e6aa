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

import { deployment } from '../config/deployment';
import { type KeyValueStorage, readClient } from './client-store';

export interface ClientContext {
  /** The validated entry the entry loader saved (null: none, e.g. a page opened directly). */
  readonly client: ClientRecord | null;
  /** The variant the entry selects (the community service when there is no entry). */
  readonly variant: ServiceVariant;
  /**
   * The member-site layout (profile spec §2): the stored referrer's origin is one of the member
   * site's (the deployment's `memberSite.referrerOrigins`).
   */
  readonly memberSiteLayout: boolean;
}

/**
 * The context of a client record (or of none). `memberSiteOrigins`: the member site's origins,
 * the deployment's unless a test gives others.
 */
export function clientContextOf(
  client: ClientRecord | null,
  memberSiteOrigins: readonly string[] = deployment.memberSite.referrerOrigins,
): ClientContext {
  return {
    client,
    variant: resolveVariant(client ?? {}),
    memberSiteLayout: isMemberSiteReferrer(client?.referer, memberSiteOrigins),
  };
}

/** The context of the record saved in `storage` now. */
export function readClientContext(storage: KeyValueStorage): ClientContext {
  return clientContextOf(readClient(storage));
}

import { isMemberSiteReferrer, resolveVariant, type ServiceVariant } from '@member-hub/validators';
import { type ClientRecord } from '@member-hub/validators';

import { useClientRecord } from '../client-context/context';

export interface ClientVariant {
  client: ClientRecord | null;
  variant: ServiceVariant;
  /** The member-site layout (profile spec §2): the stored referrer is a member-site referrer. */
  memberSiteLayout: boolean;
}

/** The saved client entry, the variant it selects and its layout (read again on every navigation). */
export function useClientVariant(): ClientVariant {
  const client = useClientRecord();
  return {
    client,
    variant: resolveVariant(client ?? {}),
    memberSiteLayout: isMemberSiteReferrer(client?.referer),
  };
}

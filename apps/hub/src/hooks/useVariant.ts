import { type ClientRecord } from '@member-hub/validators';
import { useLocation } from 'react-router';

import { readClient } from '../flows/client-store';
import { type HubVariant, resolveVariant } from '../flows/variant';
import { useHubServices } from '../providers/HubServicesContext';

/** The saved client entry and the variant it selects (read again on every navigation). */
export function useClientVariant(): { client: ClientRecord | null; variant: HubVariant } {
  const { storage } = useHubServices();
  // Re-read when the location changes: the root loader may have saved a new entry.
  useLocation();
  const client = readClient(storage);
  return { client, variant: resolveVariant(client ?? {}) };
}

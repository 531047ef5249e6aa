import { useMemo, useState } from 'react';

import { useHubServices } from '../../../providers/HubServicesContext';
import { type DaccountDeps } from '../daccount';

/** The d-account flow's dependencies from the hub services, and the linkage-error dialog state. */
export function useDaccount() {
  const services = useHubServices();
  const deps = useMemo(
    () =>
      ({
        api: services.api,
        identity: services.identity,
        storage: services.storage,
        hubOrigin: window.location.origin,
      }) satisfies DaccountDeps,
    [services],
  );
  const [failed, setFailed] = useState(false);
  /** Reported (unless a timeout is already flagged) and the linkage-error dialog opens. */
  const fail = (error: unknown) => {
    if (!services.timeout.get()) console.error('[hub] d-account', error);
    setFailed(true);
  };
  return { services, deps, failed, fail };
}

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
  /** Reported (skipped when a timeout is already flagged) and the linkage-error dialog opens. */
  const fail = (error: unknown) => {
    services.policy.reportLinkageFailure(error, { step: 'daccount' });
    setFailed(true);
  };
  return { services, deps, failed, fail };
}

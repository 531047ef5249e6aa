import { useMemo, useState } from 'react';

import { useHubServices } from '../../../shell/ServicesContext';
import { daccountDepsOf, reportDaccountFailure } from '../deps';

/** The d-account flow's dependencies from the hub services, and the linkage-error dialog state. */
export function useDaccount() {
  const services = useHubServices();
  const deps = useMemo(() => daccountDepsOf(services), [services]);
  const [failed, setFailed] = useState(false);
  /** Reported (skipped when a timeout is already flagged) and the linkage-error dialog opens. */
  const fail = (error: unknown) => {
    reportDaccountFailure(services, error);
    setFailed(true);
  };
  return { services, deps, failed, fail };
}

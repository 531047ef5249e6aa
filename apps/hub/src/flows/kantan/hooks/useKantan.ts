import { useMemo } from 'react';

import { useHubServices } from '../../../shell/ServicesContext';
import { type KantanDeps } from '../kantan';

/** The kantan flows' dependencies from the hub services. */
export function useKantan() {
  const services = useHubServices();
  const deps = useMemo(
    () =>
      ({
        api: services.api,
        identity: services.identity,
        storage: services.storage,
        allowedReturnUrlPrefixes: services.allowedReturnUrlPrefixes,
        report: (error, context) => services.policy.report(error, context),
      }) satisfies KantanDeps,
    [services],
  );
  return { services, deps };
}

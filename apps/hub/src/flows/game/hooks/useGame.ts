import { isTimeoutError } from '@member-hub/api-client';
import { rootCause } from '@member-hub/app-kit/error-reporting';
import { useCallback, useMemo, useState } from 'react';

import { useHubServices } from '../../../providers/HubServicesContext';
import { type GameDeps } from '../game';

/**
 * The game registration's dependencies from the hub services, and its external-linkage error
 * state (hub §4 "Game registration": on error, report and show the external-linkage error state).
 * A timeout is the timeout dialog's (reported by the policy, which flags it).
 */
export function useGame() {
  const services = useHubServices();
  const deps = useMemo(
    () =>
      ({
        api: services.api,
        identity: services.identity,
        storage: services.storage,
      }) satisfies GameDeps,
    [services],
  );
  const [failed, setFailed] = useState(false);
  const fail = useCallback(
    (error: unknown) => {
      if (isTimeoutError(rootCause(error))) services.policy.handle(error, { step: 'gameRegister' });
      else services.policy.reportLinkageFailure(error, { step: 'gameRegister' });
      setFailed(true);
    },
    [services],
  );
  return { services, deps, failed, fail };
}

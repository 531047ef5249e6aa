import { isTimeoutError } from '@member-hub/api-client';
import { rootCause } from '@member-hub/app-kit/error-reporting';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../providers/HubServicesContext';
import { RoutePath } from '../../../route-paths';
import { type PayoutDeps } from '../payout';

/**
 * The payout's dependencies from the hub services and its failure (hub §4 "Payout flow": on any
 * error report, go to /payout/error unless a timeout error is set; the flow has already revoked
 * the token and signed out). A timeout is reported by the policy, which opens the timeout dialog.
 */
export function usePayout() {
  const services = useHubServices();
  const navigate = useNavigate();
  const { variant } = useClientVariant();
  const deps = useMemo(
    () =>
      ({
        api: services.api,
        identity: services.identity,
        storage: services.storage,
      }) satisfies PayoutDeps,
    [services],
  );
  const fail = useCallback(
    (error: unknown) => {
      if (isTimeoutError(rootCause(error))) services.policy.handle(error, { step: 'payout' });
      else services.policy.report(error, { step: 'payout' });
      if (!services.timeout.get()) void navigate(RoutePath.payoutError, { replace: true });
    },
    [navigate, services],
  );
  return { services, deps, fail, variant };
}

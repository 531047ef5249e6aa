import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../providers/HubServicesContext';
import { endMigrationAfterFailure, type MigrationDeps, type MigrationVariant } from '../migration';
import { failurePath } from '../routes';

/** The migration flow's dependencies from the hub services, and its failure handling. */
export function useMigration(which: MigrationVariant) {
  const services = useHubServices();
  const navigate = useNavigate();
  const deps = useMemo(
    () =>
      ({
        api: services.api,
        identity: services.identity,
        storage: services.storage,
        report: (error, context) => services.policy.report(error, context),
      }) satisfies MigrationDeps,
    [services],
  );
  /**
   * Hub §4 "Migration completion", §8 "Migration failure": reported, the error page (the
   * temporary-outage page when nothing answered), the refresh token revoked and signed out, the
   * flow's state cleared. A timeout opens the timeout dialog instead (its close goes to the app).
   */
  const fail = useCallback(
    (error: unknown) => {
      const path = failurePath(which, error);
      if (path === null) services.policy.handle(error, { step: `migration-${which}` });
      else services.policy.report(error, { step: `migration-${which}` });
      void endMigrationAfterFailure(deps);
      if (path) void navigate(path, { replace: true });
    },
    [deps, navigate, services.policy, which],
  );
  return { services, deps, fail, navigate };
}

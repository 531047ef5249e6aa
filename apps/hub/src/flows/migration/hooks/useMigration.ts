import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../providers/HubServicesContext';
import { migrationDepsOf, migrationFailed } from '../failure';
import { type MigrationVariant } from '../migration';

/** The migration flow's dependencies from the hub services, and its failure handling (failure.ts). */
export function useMigration(which: MigrationVariant) {
  const services = useHubServices();
  const navigate = useNavigate();
  const deps = useMemo(() => migrationDepsOf(services), [services]);
  const fail = useCallback(
    (error: unknown) => {
      const path = migrationFailed(services, deps, which, error);
      if (path) void navigate(path, { replace: true });
    },
    [deps, navigate, services, which],
  );
  return { services, deps, fail, navigate };
}

import { type HubServices } from '../../shell/ServicesContext';
import { endMigrationAfterFailure, type MigrationDeps, type MigrationVariant } from './migration';
import { failurePath } from './routes';

/** The migration flow's dependencies from the hub services. */
export function migrationDepsOf(services: HubServices): MigrationDeps {
  return {
    api: services.api,
    identity: services.identity,
    storage: services.storage,
    report: (error, context) => services.policy.report(error, context),
  };
}

/**
 * Hub §4 "Migration completion", §8 "Migration failure": reported, the error page (the
 * temporary-outage page when nothing answered), the refresh token revoked and signed out, the
 * flow's state cleared. A timeout opens the timeout dialog instead (its close goes to the app).
 * Answers the page to replace the loading screen with, or null (the timeout dialog).
 */
export function migrationFailed(
  services: HubServices,
  deps: MigrationDeps,
  which: MigrationVariant,
  error: unknown,
): string | null {
  const path = failurePath(which, error);
  if (path === null) services.policy.handle(error, { step: `migration-${which}` });
  else services.policy.report(error, { step: `migration-${which}` });
  void endMigrationAfterFailure(deps);
  return path;
}

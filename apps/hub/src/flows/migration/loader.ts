import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../shell/ServicesContext';
import { migrationDepsOf, migrationFailed } from './failure';
import {
  completeMigration,
  endMigrationAfterFailure,
  type MigrationVariant,
  startMigrationLogin,
  startMigrationRegister,
} from './migration';
import { MigrationPaths, startResultPath } from './routes';

/**
 * /migrationRegister and /migrationLogin (hub §4 "Migration register", "Migration login") as a
 * route loader: the phone app's launch, then the completion, the incorrect or expired page, the
 * service's login-error page (the variant's), or the failure's page. The launch's inputs are the
 * page's own query (the token, the push token, the assertion).
 */
export const migrationStartLoader =
  (which: MigrationVariant) => (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
    stepLoader({
      queryClient: () => services.flows.queryClient(),
      step: `migration-${which}`,
      inputs: ({ request }) => new URL(request.url).search,
      gate,
      atBuildTime,
      run: async (search, context) => {
        const deps = migrationDepsOf(services);
        const start = which === 'register' ? startMigrationRegister : startMigrationLogin;
        const run = await services.flows.run(`migration-${which}`, () => start(deps, context, search));
        if (!run.ok) return stepFailed;
        const result = run.value;
        if (result.kind === 'failed') return migrationFailed(services, deps, which, result.error);
        // A stopped number ends the flow as a failure does (signed out, the token revoked).
        if (result.kind === 'locked') void endMigrationAfterFailure(deps);
        return startResultPath(which, result, context.variant.key);
      },
    });

/**
 * /migrationRegister/complete and /migrationLogin/complete (hub §4 "Migration completion") as a
 * route loader: the hand-back (or the return URL with permitted=true), the incorrect page, or the
 * failure's page.
 */
export const migrationCompleteLoader =
  (which: MigrationVariant) => (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
    stepLoader({
      queryClient: () => services.flows.queryClient(),
      step: `migration-${which}-complete`,
      inputs: () => ({}),
      gate,
      atBuildTime,
      run: async (_inputs, context) => {
        const deps = migrationDepsOf(services);
        const run = await services.flows.run(`migration-${which}-complete`, () =>
          completeMigration(deps, context, which),
        );
        if (!run.ok) return stepFailed;
        const result = run.value;
        if (result.kind === 'redirect') {
          services.assign(result.url);
          return null;
        }
        if (result.kind === 'incorrect') return MigrationPaths[which].incorrect;
        return migrationFailed(services, deps, which, result.error);
      },
    });

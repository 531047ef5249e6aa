import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../providers/HubServicesContext';
import { migrationDepsOf, migrationFailed } from './failure';
import { completeMigration, type MigrationVariant } from './migration';
import { MigrationPaths } from './routes';

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
      run: async () => {
        const deps = migrationDepsOf(services);
        const run = await services.flows.run(`migration-${which}-complete`, () =>
          completeMigration(deps, which),
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

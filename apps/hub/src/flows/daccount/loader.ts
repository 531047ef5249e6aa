import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../providers/HubServicesContext';
import { RoutePath } from '../../route-paths';
import { completeDaccount } from './daccount';
import { daccountDepsOf, reportDaccountFailure } from './deps';

/** What the d-account complete screen shows over its loader: the linkage-error dialog. */
export type DaccountCompleteShown = 'failed';

/**
 * /daccountRegister/auth/complete (daccountAuthenticationComplete) as a route loader behind the
 * route guard: the hand-back to the service, the incorrect-access page, or the linkage-error
 * dialog on the screen. Keyed by the entry: one entry is handed back once per page.
 */
export const daccountCompleteLoader = (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
  stepLoader<{ client: unknown }, DaccountCompleteShown>({
    queryClient: () => services.flows.queryClient(),
    step: 'daccount-complete',
    inputs: (_args, { client }) => ({ client }),
    gate,
    atBuildTime,
    run: async (_inputs, context) => {
      const run = await services.flows.run('daccount-complete', () =>
        completeDaccount(daccountDepsOf(services), context),
      );
      if (!run.ok) return stepFailed;
      const result = run.value;
      if (result.kind === 'redirect') {
        services.assign(result.url);
        return null;
      }
      if (result.kind === 'incorrect') return RoutePath.daccountIncorrect;
      reportDaccountFailure(services, result.error);
      return { show: 'failed' };
    },
  });

import { isTimeoutError } from '@member-hub/api-client';
import { type LoaderGate, stepFailed, type StepNext, stepLoader } from '@member-hub/app-kit/guard';
import { rootCause } from '@member-hub/app-kit/error-reporting';

import { type HubServices } from '../../shell/ServicesContext';
import { RoutePath } from '../../route-paths';
import { completePayout, type PayoutDeps, runPayout } from './payout';

const payoutDepsOf = (services: HubServices): PayoutDeps => ({
  api: services.api,
  identity: services.identity,
  storage: services.storage,
});

/**
 * The payout's failure (hub §4 "Payout flow": on any error report, go to /payout/error unless a
 * timeout error is set; the flow has already revoked the token and signed out). A timeout is
 * reported by the policy, which opens the timeout dialog.
 */
function payoutFailed(services: HubServices, error: unknown): StepNext {
  if (isTimeoutError(rootCause(error))) services.policy.handle(error, { step: 'payout' });
  else services.policy.report(error, { step: 'payout' });
  return services.timeout.get() ? null : RoutePath.payoutError;
}

/** /payout: the payout as a route loader (its screen is the loading view only); hub §2, §4. */
export function payoutLoader(services: HubServices, gate: LoaderGate, atBuildTime: boolean) {
  return stepLoader({
    queryClient: () => services.flows.queryClient(),
    step: 'payout',
    inputs: ({ request }) => ({ search: new URL(request.url).search }),
    gate,
    atBuildTime,
    run: async ({ search }, context) => {
      const run = await services.flows.run('payout', () =>
        runPayout(payoutDepsOf(services), context, search),
      );
      if (!run.ok) return stepFailed;
      if (run.value.kind === 'complete') return RoutePath.payoutComplete;
      return payoutFailed(services, run.value.error);
    },
  });
}

/** /payout/Complete: login history, authorization, back to the service (hub §4). */
export function payoutCompleteLoader(services: HubServices, gate: LoaderGate, atBuildTime: boolean) {
  return stepLoader({
    queryClient: () => services.flows.queryClient(),
    step: 'payout-complete',
    inputs: () => ({}),
    gate,
    atBuildTime,
    run: async (_inputs, context) => {
      const run = await services.flows.run('payout-complete', () =>
        completePayout(payoutDepsOf(services), context),
      );
      if (!run.ok) return stepFailed;
      if (run.value.kind === 'redirect') {
        services.assign(run.value.url);
        return null;
      }
      return payoutFailed(services, run.value.error);
    },
  });
}

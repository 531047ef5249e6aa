import { isTimeoutError } from '@member-hub/api-client';
import { rootCause } from '@member-hub/app-kit/error-reporting';
import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../shell/ServicesContext';
import { RoutePath } from '../../route-paths';
import { type KantanDeps, type KantanRegisterKind, runKantanRegister } from './kantan';

/**
 * What the kantan register screen shows instead of its loader: the member-exists help, the plain
 * refusal of a stopped number, or the apology.
 */
export type KantanRegisterShown = 'member-exists' | 'unusable' | 'failed';

export const kantanDepsOf = (services: HubServices): KantanDeps => ({
  api: services.api,
  identity: services.identity,
  storage: services.storage,
  allowedReturnUrlPrefixes: services.allowedReturnUrlPrefixes,
  report: (error, context) => services.policy.report(error, context),
});

/**
 * /kantanRegister and /KantanAuthRegister (hub §4 "Kantan register") as a route loader: the
 * registration and the hand-back, the external error page for a refused launch, or what the
 * screen shows (an account that already has a member, the apology). Keyed by the page's query
 * (the launch).
 */
export const kantanRegisterLoader =
  (which: KantanRegisterKind) => (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
    stepLoader<string, KantanRegisterShown>({
      queryClient: () => services.flows.queryClient(),
      assign: (url) => services.assign(url),
      step: `kantan-${which}`,
      inputs: ({ request }) => new URL(request.url).search,
      gate,
      atBuildTime,
      run: async (search, context) => {
        const step = `kantan-${which}`;
        const run = await services.flows.run(step, () =>
          runKantanRegister(kantanDepsOf(services), context, which, search),
        );
        if (!run.ok) return stepFailed;
        const result = run.value;
        if (result.kind === 'redirect') return result;
        if (result.kind === 'entry-error') return RoutePath.error;
        if (result.kind === 'member-exists') return { show: 'member-exists' };
        if (result.kind === 'unusable') return { show: 'unusable' };
        if (isTimeoutError(rootCause(result.error))) services.policy.handle(result.error, { step });
        else services.policy.report(result.error, { step });
        return { show: 'failed' };
      },
    });

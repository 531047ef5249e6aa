import { stepFailed, type LoaderGate, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../shell/ServicesContext';
import { runSsoCheck } from './sso';

/**
 * /sso and /checkAuth: the single-sign-on check as a route loader (its screen is the loading view
 * only). It leaves for the service with the answer, or ends on the generic error page.
 */
export function ssoLoader(services: HubServices, gate: LoaderGate, atBuildTime: boolean) {
  return stepLoader({
    queryClient: () => services.flows.queryClient(),
    step: 'sso',
    inputs: () => ({ referrer: document.referrer }),
    gate,
    atBuildTime,
    run: async ({ referrer }, context) => {
      const run = await services.flows.run('sso', () => runSsoCheck(services, context, { referrer }));
      if (!run.ok) return stepFailed;
      const outcome = run.value;
      if (outcome.kind === 'redirect') {
        services.assign(outcome.url);
        return null;
      }
      if (outcome.error) services.policy.report(outcome.error, { step: 'sso' });
      services.policy.genericError();
      return stepFailed;
    },
  });
}

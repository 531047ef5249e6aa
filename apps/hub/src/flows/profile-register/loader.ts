import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../shell/ServicesContext';
import { RoutePath } from '../../route-paths';
import { expressProfile, isExpressMode, saveRegistration } from '../shared/profile-register';

/**
 * What the express registration shows over its loader: the failure alert (closing it takes the
 * unauthorised return).
 */
export type ProfileRegisterShown = 'failed';

/**
 * 008_profileRegister in express mode (the stored profile mode is not 'input') as a route loader
 * behind the route guard: a generated profile is saved at once, then the completion. The form mode
 * has no step. Keyed by the entry: one entry registers once per page.
 */
export const profileRegisterLoader = (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
  stepLoader<{ client: unknown }, ProfileRegisterShown>({
    queryClient: () => services.flows.queryClient(),
    assign: (url) => services.assign(url),
    step: 'express-profile',
    inputs: (_args, { client }) => ({ client }),
    gate,
    atBuildTime,
    run: async (_inputs, context) => {
      const { client } = context;
      if (!isExpressMode(client)) return null;
      // Failures go through the error policy (the flow runner).
      const run = await services.flows.run('express-profile', async () =>
        saveRegistration(services, await expressProfile(services.api), context),
      );
      if (!run.ok) return stepFailed;
      const result = run.value;
      if (result.kind === 'complete') return RoutePath.registerComplete;
      if (result.kind === 'not-authorized') services.policy.returnUnauthorized();
      else if (result.kind === 'timeout') services.policy.handle(result.error);
      else {
        services.policy.report(result.error, { step: 'express profile' });
        return { show: 'failed' };
      }
      return null;
    },
  });

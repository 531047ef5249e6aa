import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../../shell/ServicesContext';
import { RoutePath } from '../../../route-paths';
import { handBack } from './hand-back';

/**
 * loginComplete as a route loader (behind the route guard): the hand-back of the navigation's
 * entry, then the authentication host (or the profile screen that asked), or the browser-changed
 * page. Keyed by the entry, so one entry is handed back once per page; a later entry in the same
 * page is its own step.
 */
export const loginCompleteLoader = (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
  stepLoader({
    queryClient: () => services.flows.queryClient(),
    step: 'hand-back',
    inputs: (_args, { client }) => ({ client }),
    gate,
    atBuildTime,
    run: async (_inputs, context) => {
      const run = await services.flows.run('hand-back', () =>
        handBack(services, context, window.location.origin),
      );
      if (!run.ok) return stepFailed;
      if (run.value.kind === 'browser-changed') return RoutePath.loginBrowserChanged;
      services.assign(run.value.url);
      return null;
    },
  });

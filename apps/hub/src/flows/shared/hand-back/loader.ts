import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';
import { type ClientContext } from '@member-hub/app-kit/client-context';

import { type HubServices } from '../../../shell/ServicesContext';
import { RoutePath } from '../../../route-paths';
import { handBack } from './hand-back';

/**
 * An optional screen between a completed sign-in and its hand-back (the passkey offer): the
 * route table passes it, so this file imports no flow folder. `answered` is part of the step's
 * key, so the hand-back after the screen is a step of its own; `before` answers the in-app path
 * of the screen, or null to hand back at once, and never throws.
 */
export interface HandBackDetour {
  answered(context: ClientContext): boolean;
  before(context: ClientContext): Promise<string | null>;
}

/**
 * loginComplete as a route loader (behind the route guard): the hand-back of the navigation's
 * entry, then the authentication host (or the profile screen that asked), or the browser-changed
 * page. Keyed by the entry, so one entry is handed back once per page; a later entry in the same
 * page is its own step.
 */
export const loginCompleteLoader = (
  services: HubServices,
  gate: LoaderGate,
  atBuildTime: boolean,
  detour?: HandBackDetour,
) =>
  stepLoader({
    queryClient: () => services.flows.queryClient(),
    assign: (url) => services.assign(url),
    step: 'hand-back',
    inputs: (_args, context) => ({
      client: context.client,
      ...(detour ? { detourAnswered: detour.answered(context) } : {}),
    }),
    gate,
    atBuildTime,
    run: async (_inputs, context) => {
      const screen = detour ? await detour.before(context) : null;
      if (screen) return screen;
      const run = await services.flows.run('hand-back', () =>
        handBack(services, context, window.location.origin),
      );
      if (!run.ok) return stepFailed;
      if (run.value.kind === 'browser-changed') return RoutePath.loginBrowserChanged;
      return { kind: 'redirect', url: run.value.url };
    },
  });

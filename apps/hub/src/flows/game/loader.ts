import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type HubServices } from '../../shell/ServicesContext';
import { RoutePath } from '../../route-paths';
import { gameDepsOf, gameFailed } from './failure';
import { completeGame, registerGame } from './game';

/** What the game screens show over their loader: the external-linkage error state. */
export type GameShown = 'failed';

/**
 * /gameRegister?token=… (hub §4 "Game registration") as a route loader: the registration, then
 * its complete screen, or the external-linkage error state on this screen. Keyed by the page's
 * query (the game's token).
 */
export const gameRegisterLoader = (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
  stepLoader<string, GameShown>({
    queryClient: () => services.flows.queryClient(),
    step: 'game-register',
    inputs: ({ request }) => new URL(request.url).search,
    gate,
    atBuildTime,
    run: async (search, context) => {
      const run = await services.flows.run('game-register', () =>
        registerGame(gameDepsOf(services), context, search),
      );
      if (!run.ok) return stepFailed;
      if (run.value.kind === 'complete') return RoutePath.gameRegisterComplete;
      gameFailed(services, run.value.error);
      return { show: 'failed' };
    },
  });

/**
 * /gameRegister/complete as a route loader: back to the game through the authorization service,
 * or the external-linkage error state on this screen.
 */
export const gameRegisterCompleteLoader = (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
  stepLoader<Record<string, never>, GameShown>({
    queryClient: () => services.flows.queryClient(),
    step: 'game-register-complete',
    inputs: () => ({}),
    gate,
    atBuildTime,
    run: async (_inputs, context) => {
      const run = await services.flows.run('game-register-complete', () =>
        completeGame(gameDepsOf(services), context),
      );
      if (!run.ok) return stepFailed;
      if (run.value.kind === 'redirect') {
        services.assign(run.value.url);
        return null;
      }
      gameFailed(services, run.value.error);
      return { show: 'failed' };
    },
  });

import { stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type ProfileServices } from '../../shell/services';
import { type ProfileStepWiring } from '../../shell/steps';
import { type LinkageMode, linkageProviderOf, type LinkageStart, startLinkage } from './provider-linkage';

/** The step's name: the screen drops its answers once the member links or unlinks. */
export const LINKAGE_STEP = 'provider-linkage';

/**
 * The provider-linkage screens' start as a route loader: the linkage state and the way back from
 * the carrier flow, read once per page for the screen and its query (a remount or a revalidation
 * shows the same start without using up the carrier return again). Without a provider there is
 * nothing to read: the screen goes back.
 */
export const providerLinkageLoader =
  (mode: LinkageMode) =>
  (services: ProfileServices, { gate, queryClient }: ProfileStepWiring) =>
    stepLoader<{ mode: LinkageMode; search: string }, LinkageStart>({
      queryClient,
      assign: (url) => services.assign(url),
      step: LINKAGE_STEP,
      inputs: ({ request }) => ({ mode, search: new URL(request.url).search }),
      gate,
      run: async ({ search }, context) => {
        const provider = linkageProviderOf(search, context.variant);
        if (!provider) return null;
        try {
          return { show: await startLinkage(services, provider, search, mode) };
        } catch (error) {
          services.policy.fail(error, { step: 'provider linkage state' });
          return stepFailed;
        }
      },
    });

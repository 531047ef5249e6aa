import { stepLoader } from '@member-hub/app-kit/guard';

import { type ProfileServices } from '../../shell/services';
import { isStepQuery, type ProfileStepWiring } from '../../shell/steps';
import { finishChange, isAlreadyChanged } from './change-email';

/**
 * 025_changeEmail's completion (state=updated) as a route loader: the cached member record is
 * stale (it has the old address), and the membership variant signs out, revokes the refresh token
 * and goes back to the member profile edit. The step runs once per page (a remount or a second
 * visit of the completion neither revokes nor signs out again); the screen shows meanwhile. A
 * second tap on the mail's button (done=before) changes nothing.
 */
export function changeEmailCompleteLoader(
  services: ProfileServices,
  { gate, queryClient }: ProfileStepWiring,
) {
  return stepLoader<string>({
    queryClient,
    assign: (url) => services.assign(url),
    step: 'change-email-complete',
    inputs: ({ request }) => new URL(request.url).search,
    gate,
    run: async (search, context) => {
      if (isAlreadyChanged(search)) return null;
      const client = await queryClient();
      // The member's record now has the new address (the steps' own answers stay).
      void client.invalidateQueries({ predicate: (query) => !isStepQuery(query) });
      const result = await finishChange(services, context.variant);
      if (result.kind !== 'signed-out') return null;
      // Nothing of the signed-out member stays in the cache; this step's answer does.
      client.removeQueries({ predicate: (query) => !isStepQuery(query) });
      client.getMutationCache().clear();
      return result.path;
    },
  });
}

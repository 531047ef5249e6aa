import { stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { type ProfileServices } from '../../shell/services';
import { type ProfileStepWiring } from '../../shell/steps';
import { mailRewardPoints } from '../points/mail-reward';
import { readMailLinkQuery, verifyMailLink } from './mail-link';

/** What the check's screen shows instead of moving on: the in-page alert of an invalid URL or of no address. */
export type MailLinkAlert = 'invalidUrl' | 'noEmail';

/**
 * /valid — the mail-link check (profile spec §4) as a route loader. The reference works once, so
 * the step is keyed by the page's query and runs once per page: a remount, a revalidation or a
 * second visit of the same link neither looks the reference up nor applies the change again. It
 * answers where to go (with the address for the screens that name it), the return address to leave
 * for, or the alert its screen shows; any other failure goes to the error policy.
 */
export function mailLinkVerifyLoader(services: ProfileServices, { gate, queryClient }: ProfileStepWiring) {
  return stepLoader<string, MailLinkAlert>({
    queryClient,
    assign: (url) => services.assign(url),
    step: 'mail-link',
    inputs: ({ request }) => new URL(request.url).search,
    gate,
    run: async (search, context) => {
      const query = readMailLinkQuery(search);
      if (query.kind === 'invalid-url') return { show: 'invalidUrl' };
      const outcome = await verifyMailLink(
        {
          api: services.api,
          identity: services.identity,
          points: mailRewardPoints(services.api),
          memberHost: services.memberHost,
        },
        context,
        query,
      );
      switch (outcome.kind) {
        case 'assign':
          return { kind: 'redirect', url: outcome.url };
        case 'navigate':
        case 'timeout':
          // A page of the hub on the same host is another app: left for, not navigated to.
          if (!outcome.sameApp) return { kind: 'redirect', url: outcome.path };
          return outcome.email ? { to: outcome.path, state: { email: outcome.email } } : outcome.path;
        case 'no-email':
          return { show: 'noEmail' };
        case 'error':
          if (!services.policy.handle(outcome.error, { flow: 'mail-link' }))
            services.policy.fail(outcome.error, { flow: 'mail-link' });
          return stepFailed;
      }
    },
  });
}

import { type ClientContext } from '@member-hub/app-kit/client-context';
import { type LoaderGate, stepFailed, stepLoader } from '@member-hub/app-kit/guard';

import { classifyMailLanding, continuesAfterUsedLink, followMailLink } from '../flows/shared/email-link';
import { isBrowserThatAsked, landInOtherBrowser } from '../flows/shared/mail-elsewhere';
import { type HubServices } from '../shell/ServicesContext';

/**
 * What the validate/email landing shows instead of moving on: the invalid-URL alert (then the
 * unauthorised return) or the no-address alert (then the generic error page).
 */
export type MailLinkShown = 'invalid-url' | 'no-email';

export interface MailLinkLandingPaths {
  /** Where an expired mail link goes (006b / 003b). */
  timeoutPath: string;
  /** Where a link used before goes (ours: the button was already used). */
  usedPath: string;
  /** Where a used link goes when this browser's signed-in member can simply go on. */
  continuePath: string;
  /**
   * The BrowserChangeError page of the mode: where a link opened in a browser that did not ask
   * goes (with its referenceKey, unused), to confirm the address and finish there.
   */
  browserChangedPath: string;
  /** The `mode` the page's mail carries (login or register); another mode is an invalid URL. */
  mailMode: string;
  /** The flow that finishes the Firebase return; answers the path to go to. */
  completeReturn: (services: HubServices, context: ClientContext, href: string) => Promise<string>;
}

/**
 * The validate/email landing shared by login and registration, as a route loader: opened from the
 * mail (referenceKey) it follows the stored Firebase link; opened again by Firebase (sign-in link)
 * it lets the mode's flow finish. The mail link works once, so the step is keyed by the page's
 * address and never runs twice for one page; the flows decide where to go.
 */
export const mailLinkLoader =
  (paths: MailLinkLandingPaths) => (services: HubServices, gate: LoaderGate, atBuildTime: boolean) =>
    stepLoader<string, MailLinkShown>({
      queryClient: () => services.flows.queryClient(),
      assign: (url) => services.assign(url),
      step: 'mail-link',
      inputs: ({ request }) => request.url,
      gate,
      atBuildTime,
      run: async (href, context) => {
        const run = await services.flows.run('mail-link', async () => {
          // isSignInLink asks Firebase synchronously: loaded, with the session it restores.
          await (await services.identity.getIdentity()).waitForAuthReady();
          return landOnMailLink(services, context, paths, href);
        });
        return run.ok ? run.value : stepFailed;
      },
    });

async function landOnMailLink(
  services: HubServices,
  context: ClientContext,
  paths: MailLinkLandingPaths,
  href: string,
): Promise<string | null | { show: MailLinkShown }> {
  const visit = classifyMailLanding(href, paths.mailMode, (url) => services.identity.isSignInLink(url));
  if (visit.kind === 'invalid-url') return { show: 'invalid-url' };
  if (visit.kind === 'mail' && !isBrowserThatAsked(context)) {
    // Another browser (a mail app's own): the link is not used up here before the member chose.
    const landing = await landInOtherBrowser(services, visit.referenceKey);
    if (landing.kind === 'expired') return paths.timeoutPath;
    if (landing.kind === 'used') return paths.usedPath;
    return `${paths.browserChangedPath}?${new URLSearchParams({ referenceKey: visit.referenceKey }).toString()}`;
  }
  if (visit.kind === 'mail') {
    const result = await followMailLink(services, visit.referenceKey, services.assign);
    if (result.kind === 'expired') return paths.timeoutPath;
    if (result.kind === 'used') {
      const mode = paths.mailMode === 'register' ? 'register' : 'login';
      return continuesAfterUsedLink(services, context, mode) ? paths.continuePath : paths.usedPath;
    }
    if (result.kind === 'no-email') return { show: 'no-email' };
    return null;
  }
  return paths.completeReturn(services, context, href);
}

import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import {
  classifyMailLanding,
  continuesAfterUsedLink,
  followMailLink,
  NO_EMAIL_MESSAGE,
} from '../flows/shared/email-link';
import { isBrowserThatAsked, landInOtherBrowser } from '../flows/shared/mail-elsewhere';
import { useHubServices } from '../shell/ServicesContext';

type HubServices = ReturnType<typeof useHubServices>;

export interface MailLinkLandingProps {
  /** Loader heading shown while the link is followed or the sign-in completes. */
  heading: string;
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
  completeReturn: (services: HubServices, href: string) => Promise<string>;
}

/**
 * The validate/email landing shared by login and registration: opened from the mail
 * (referenceKey) it follows the stored Firebase link; opened again by Firebase (sign-in link)
 * it lets the mode's flow finish. A loading screen only; the flows decide where to go.
 * An invalid URL (no referenceKey or no matching mode) gets the (in-page) alert and the unauthorised return;
 * a lookup without an address gets a clear alert and the generic error page (profile spec §4).
 */
export function MailLinkLanding({
  heading,
  timeoutPath,
  usedPath,
  continuePath,
  browserChangedPath,
  mailMode,
  completeReturn,
}: MailLinkLandingProps) {
  const { t } = useTranslation('app');
  const services = useHubServices();
  const navigate = useNavigate();
  const location = useLocation();
  // The mail link works once: never run twice for one page (StrictMode re-runs effects).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The page's own address (router location, so that tests and the browser agree).
    const href = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin)
      .href;
    // Failures go through the error policy (the flow runner).
    void services.flows.run('mail-link', async () => {
      const visit = classifyMailLanding(href, mailMode, (url) => services.identity.isSignInLink(url));
      if (visit.kind === 'invalid-url') {
        await services.alerts.show({ message: t('alert.invalidUrl'), hint: t('alert.invalidUrlHint') });
        services.policy.returnUnauthorized();
        return;
      }
      if (visit.kind === 'mail' && !isBrowserThatAsked(services)) {
        // Another browser (a mail app's own): the link is not used up here before the member chose.
        const landing = await landInOtherBrowser(services, visit.referenceKey);
        if (landing.kind === 'expired') void navigate(timeoutPath, { replace: true });
        else if (landing.kind === 'used') void navigate(usedPath, { replace: true });
        else
          void navigate(
            `${browserChangedPath}?${new URLSearchParams({ referenceKey: visit.referenceKey }).toString()}`,
            {
              replace: true,
            },
          );
        return;
      }
      if (visit.kind === 'mail') {
        const result = await followMailLink(services, visit.referenceKey, services.assign);
        if (result.kind === 'expired') void navigate(timeoutPath, { replace: true });
        if (result.kind === 'used') {
          const mode = mailMode === 'register' ? 'register' : 'login';
          void navigate(continuesAfterUsedLink(services, mode) ? continuePath : usedPath, { replace: true });
        }
        if (result.kind === 'no-email') {
          await services.alerts.show({ message: t('alert.noEmail'), hint: t('alert.noEmailHint') });
          services.policy.fail(new Error(NO_EMAIL_MESSAGE));
        }
        return;
      }
      void navigate(await completeReturn(services, href), { replace: true });
    });
  }, [
    services,
    navigate,
    location,
    timeoutPath,
    usedPath,
    continuePath,
    browserChangedPath,
    mailMode,
    completeReturn,
    t,
  ]);

  return <LoaderOverlay active heading={heading} />;
}

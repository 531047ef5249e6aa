import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { classifyMailLanding, followMailLink, NO_EMAIL_MESSAGE } from '../flows/login/email-link';
import { useHubServices } from '../providers/HubServicesContext';

type HubServices = ReturnType<typeof useHubServices>;

export interface MailLinkLandingProps {
  /** Loader heading shown while the link is followed or the sign-in completes. */
  heading: string;
  /** Where an expired or used mail link goes (006b / 003b). */
  timeoutPath: string;
  /** The `mode` the page's mail carries (login or register); another mode is an invalid URL. */
  mailMode: string;
  /** The flow that finishes the Firebase return; answers the path to go to. */
  completeReturn: (services: HubServices, href: string) => Promise<string>;
}

/**
 * The validate/email landing shared by login and registration: opened from the mail
 * (referenceKey) it follows the stored Firebase link; opened again by Firebase (sign-in link)
 * it lets the mode's flow finish. A loading screen only; the flows decide where to go.
 * An invalid URL (no referenceKey or no matching mode) gets the alert and the unauthorised return;
 * a lookup without an address gets a clear alert and the generic error page (profile spec §4).
 */
export function MailLinkLanding({ heading, timeoutPath, mailMode, completeReturn }: MailLinkLandingProps) {
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
        window.alert(t('alert.invalidUrl'));
        services.policy.returnUnauthorized();
        return;
      }
      if (visit.kind === 'mail') {
        const result = await followMailLink(services, visit.referenceKey, services.assign);
        if (result.kind === 'expired') navigate(timeoutPath, { replace: true });
        if (result.kind === 'no-email') {
          window.alert(t('alert.noEmail'));
          services.policy.fail(new Error(NO_EMAIL_MESSAGE));
        }
        return;
      }
      navigate(await completeReturn(services, href), { replace: true });
    });
  }, [services, navigate, location, timeoutPath, mailMode, completeReturn, t]);

  return <LoaderOverlay active heading={heading} />;
}

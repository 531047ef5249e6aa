import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { followMailLink } from '../flows/login/email-link';
import { useHubServices } from '../providers/HubServicesContext';

type HubServices = ReturnType<typeof useHubServices>;

export interface MailLinkLandingProps {
  /** Loader heading shown while the link is followed or the sign-in completes. */
  heading: string;
  /** Where an expired or used mail link goes (006b / 003b). */
  timeoutPath: string;
  /** Where a visit that is neither a mail link nor a Firebase sign-in link goes. */
  fallbackPath: string;
  /** The flow that finishes the Firebase return; answers the path to go to. */
  completeReturn: (services: HubServices, href: string) => Promise<string>;
}

/**
 * The validate/email landing shared by login and registration: opened from the mail
 * (referenceKey) it follows the stored Firebase link; opened again by Firebase (sign-in link)
 * it lets the mode's flow finish. A loading screen only; the flows decide where to go.
 */
export function MailLinkLanding({
  heading,
  timeoutPath,
  fallbackPath,
  completeReturn,
}: MailLinkLandingProps) {
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
    const referenceKey = new URL(href).searchParams.get('referenceKey');
    // Failures go through the error policy (the flow runner).
    void services.flows.run('mail-link', async () => {
      if (referenceKey) {
        const result = await followMailLink(services, referenceKey, services.assign);
        if (result.kind === 'expired') navigate(timeoutPath, { replace: true });
        return;
      }
      if (!services.identity.isSignInLink(href)) {
        navigate(fallbackPath, { replace: true });
        return;
      }
      navigate(await completeReturn(services, href), { replace: true });
    });
  }, [services, navigate, location, timeoutPath, fallbackPath, completeReturn]);

  return <LoaderOverlay active heading={heading} />;
}

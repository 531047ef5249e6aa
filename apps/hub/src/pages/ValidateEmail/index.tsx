import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { completeMailLinkReturn, type MailReturnResult } from '../../flows/email-link';
import { followMailLink } from '../../flows/email-link';
import { useHubServices } from '../../providers/services';
import { RoutePath } from '../../route-paths';

const NEXT: Record<MailReturnResult['kind'], string> = {
  complete: RoutePath.loginComplete,
  'browser-changed': RoutePath.loginBrowserChanged,
  expired: RoutePath.loginValidateTimeout,
  'not-member': RoutePath.loginValidateError,
  'back-to-login': RoutePath.login,
};

/**
 * /login/validate/email — opened from the mail (referenceKey) and again by Firebase (sign-in
 * link). A loading screen; the flow decides where to go.
 */
export function ValidateEmailPage() {
  const { t } = useTranslation('login');
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
    void (async () => {
      try {
        if (referenceKey) {
          const result = await followMailLink(services, referenceKey, services.assign);
          if (result.kind === 'expired') navigate(RoutePath.loginValidateTimeout, { replace: true });
          return;
        }
        if (!services.identity.isSignInLink(href)) {
          navigate(RoutePath.login, { replace: true });
          return;
        }
        const result = await completeMailLinkReturn(services, href);
        navigate(NEXT[result.kind], { replace: true });
      } catch (error) {
        services.policy.fail(error);
      }
    })();
  }, [services, navigate, location]);

  return <LoaderOverlay active heading={t('validate.opening')} />;
}

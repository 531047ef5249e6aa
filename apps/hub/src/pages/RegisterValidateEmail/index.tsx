import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { followMailLink } from '../../flows/email-link';
import { completeRegisterMailReturn, type RegisterReturnResult } from '../../flows/register';
import { useHubServices } from '../../providers/services';
import { RoutePath } from '../../route-paths';

const NEXT: Record<RegisterReturnResult['kind'], string> = {
  profile: RoutePath.registerProfile,
  'browser-changed': RoutePath.registerBrowserChanged,
  expired: RoutePath.registerValidateTimeout,
  'back-to-register': RoutePath.register,
};

/**
 * /register/validate/email — opened from the registration mail (referenceKey, mode=register) and
 * again by Firebase (sign-in link with loginParamKey). A loading screen; the flows decide.
 */
export function RegisterValidateEmailPage() {
  const { t } = useTranslation('register');
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
          if (result.kind === 'expired') navigate(RoutePath.registerValidateTimeout, { replace: true });
          return;
        }
        if (!services.identity.isSignInLink(href)) {
          navigate(RoutePath.register, { replace: true });
          return;
        }
        const result = await completeRegisterMailReturn(services, href);
        navigate(NEXT[result.kind], { replace: true });
      } catch (error) {
        services.policy.fail(error);
      }
    })();
  }, [services, navigate, location]);

  return <LoaderOverlay active heading={t('validate.opening')} />;
}

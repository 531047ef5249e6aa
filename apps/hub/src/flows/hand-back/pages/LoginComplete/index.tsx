import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../../providers/HubServicesContext';
import { RoutePath } from '../../../../route-paths';
import { handBack } from '../../hand-back';

/**
 * loginComplete: runs the hand-back (flows/hand-back) and sends the browser to the authentication
 * host, which returns it to the service (or straight back to the profile screen that asked). Failures go through the error policy (the flow runner).
 */
export function LoginCompletePage() {
  const { t } = useTranslation('app');
  const services = useHubServices();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void services.flows
      .run('hand-back', () => handBack(services, window.location.origin))
      .then((outcome) => {
        if (!outcome.ok) return;
        if (outcome.value.kind === 'browser-changed')
          void navigate(RoutePath.loginBrowserChanged, { replace: true });
        else services.assign(outcome.value.url);
      });
  }, [navigate, services]);

  return <LoaderOverlay active heading={t('loader.signingIn')} message={t('loader.returning')} />;
}

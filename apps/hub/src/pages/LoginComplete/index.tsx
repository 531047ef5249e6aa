import { useAuthorizationMutation } from '@member-hub/api-client/react';
import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { readClient } from '@member-hub/app-kit/client-context';
import { authorizationBodyOf, endFlowWithHandBack } from '../../flows/hand-back';
import { useHubServices } from '../../providers/services';
import { RoutePath } from '../../route-paths';

/**
 * loginComplete: asks for the hand-back code (POST /member/v1/authorization) and sends the
 * browser to the authentication host, which returns it to the service. Failures go through the
 * error policy (wired in the QueryClient).
 */
export function LoginCompletePage() {
  const { t } = useTranslation('app');
  const services = useHubServices();
  const navigate = useNavigate();
  const authorization = useAuthorizationMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const body = authorizationBodyOf(readClient(services.storage));
    if (!body) {
      navigate(RoutePath.loginBrowserChanged, { replace: true });
      return;
    }
    authorization.mutate(body, {
      onSuccess: (answer) => services.assign(endFlowWithHandBack(services.storage, answer)),
    });
  }, [authorization, navigate, services]);

  return <LoaderOverlay active heading={t('loader.signingIn')} message={t('loader.returning')} />;
}

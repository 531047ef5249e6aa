import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { runSsoCheck } from '../../sso';
import { useHubServices } from '../../../../providers/HubServicesContext';

/** /sso and /checkAuth (認証確認): a loading screen while the flow decides. */
export function SsoCheckPage() {
  const { t } = useTranslation('app');
  const services = useHubServices();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void services.flows
      .run('sso', () => runSsoCheck(services, { referrer: document.referrer }))
      .then((run) => {
        if (!run.ok) return;
        const outcome = run.value;
        if (outcome.kind === 'redirect') services.assign(outcome.url);
        else {
          if (outcome.error) services.policy.report(outcome.error, { step: 'sso' });
          services.policy.genericError();
        }
      });
  }, [services]);

  return <LoaderOverlay active heading={t('loader.authCheck')} message={t('loader.authCheckMessage')} />;
}

import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { runSsoCheck } from '../../flows/sso';
import { useHubServices } from '../../providers/services';

/** /sso and /checkAuth (認証確認): a loading screen while the flow decides. */
export function SsoCheckPage() {
  const { t } = useTranslation('app');
  const services = useHubServices();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runSsoCheck(services).then((outcome) => {
      if (outcome.kind === 'redirect') services.assign(outcome.url);
      else {
        if (outcome.error) services.report?.(outcome.error, { flow: 'sso' });
        services.policy.genericError();
      }
    });
  }, [services]);

  return <LoaderOverlay active heading={t('loader.authCheck')} message={t('loader.authCheckMessage')} />;
}

import { LoaderOverlay } from '@member-hub/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { completeDaccount } from '../../daccount';
import { useDaccount } from '../../hooks/useDaccount';
import { DaccountFailedDialog } from '../DaccountFailedDialog';

/** /daccountRegister/auth/complete (daccountAuthenticationComplete): hand-back to the service. */
export function DaccountCompletePage() {
  const { t } = useTranslation('app');
  const { services, deps, failed, fail } = useDaccount();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void services.flows
      .run('daccount-complete', () => completeDaccount(deps))
      .then((outcome) => {
        if (!outcome.ok) return;
        const result = outcome.value;
        if (result.kind === 'redirect') services.assign(result.url);
        else if (result.kind === 'incorrect') void navigate(RoutePath.daccountIncorrect, { replace: true });
        else fail(result.error);
      });
  }, [deps, fail, navigate, services]);

  return (
    <>
      <LoaderOverlay active={!failed} heading={t('loader.signingIn')} message={t('loader.returning')} />
      <DaccountFailedDialog open={failed} />
    </>
  );
}

import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { runPayout } from '../../payout';
import { usePayout } from '../../hooks/usePayout';
import { useRunOnce } from '../../../../hooks/useRunOnce';

/** /payout — no visible UI but the loader (its variant per requested service); hub §2, §4. */
export function PayoutPage() {
  const { t } = useTranslation('app');
  const { services, deps, fail, variant } = usePayout();
  const navigate = useNavigate();
  const location = useLocation();
  useRunOnce(() =>
    services.flows
      .run('payout', () => runPayout(deps, location.search))
      .then((outcome) => {
        if (!outcome.ok) return;
        if (outcome.value.kind === 'complete') void navigate(RoutePath.payoutComplete, { replace: true });
        else fail(outcome.value.error);
      }),
  );

  return (
    <LoaderOverlay
      active
      heading={t(`payout.loadingHeading.${variant.key}`)}
      message={t('payout.loadingMessage')}
    />
  );
}

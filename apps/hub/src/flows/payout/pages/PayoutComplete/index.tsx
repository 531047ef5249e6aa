import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { completePayout } from '../../payout';
import { usePayout } from '../../hooks/usePayout';
import { useRunOnce } from '../../../../hooks/useRunOnce';

/** /payout/Complete — login history, authorization, back to the service (hub §4). */
export function PayoutCompletePage() {
  const { t } = useTranslation('app');
  const { services, deps, fail } = usePayout();
  useRunOnce(() =>
    services.flows
      .run('payout-complete', () => completePayout(deps))
      .then((outcome) => {
        if (!outcome.ok) return;
        if (outcome.value.kind === 'redirect') services.assign(outcome.value.url);
        else fail(outcome.value.error);
      }),
  );

  return <LoaderOverlay active heading={t('loader.signingIn')} message={t('loader.returning')} />;
}

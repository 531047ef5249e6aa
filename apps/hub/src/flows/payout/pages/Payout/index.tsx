import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { usePayout } from '../../hooks/usePayout';

/**
 * /payout — no visible UI but the loader (its variant per requested service); hub §2, §4. The
 * payout itself is the route's loader (flows/payout/loader.ts).
 */
export function PayoutPage() {
  const { t } = useTranslation('app');
  const { variant } = usePayout();
  return (
    <StepView>
      <LoaderOverlay
        active
        heading={t(`payout.loadingHeading.${variant.key}`)}
        message={t('payout.loadingMessage')}
      />
    </StepView>
  );
}

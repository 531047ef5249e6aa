import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

/**
 * /payout/Complete — login history, authorization, back to the service (hub §4); the steps are
 * the route's loader (flows/payout/loader.ts).
 */
export function PayoutCompletePage() {
  const { t } = useTranslation('app');
  return (
    <StepView>
      <LoaderOverlay active heading={t('loader.signingIn')} message={t('loader.returning')} />
    </StepView>
  );
}

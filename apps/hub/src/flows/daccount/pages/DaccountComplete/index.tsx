import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { type DaccountCompleteShown } from '../../loader';
import { DaccountFailedDialog } from '../DaccountFailedDialog';

/**
 * /daccountRegister/auth/complete (daccountAuthenticationComplete): the loading view while the
 * route's loader (flows/daccount/loader.ts) hands back to the service; a failure keeps the screen
 * and opens the linkage-error dialog.
 */
export function DaccountCompletePage() {
  const { t } = useTranslation('app');
  return (
    <StepView<DaccountCompleteShown>>
      {(shown) => (
        <>
          <LoaderOverlay active={!shown} heading={t('loader.signingIn')} message={t('loader.returning')} />
          <DaccountFailedDialog open={shown === 'failed'} />
        </>
      )}
    </StepView>
  );
}

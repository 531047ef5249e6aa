import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { type DaccountStartShown } from '../../loader';
import { DaccountFailedDialog } from '../DaccountFailedDialog';

/**
 * /daccountRegister — the loading view while the route's loader (flows/daccount/loader.ts) checks
 * the saved client, asks for the one-time token and leaves for the carrier relay; a failure keeps
 * the screen and opens the linkage-error dialog.
 */
export function DaccountStartPage() {
  const { t } = useTranslation('app');
  return (
    <StepView<DaccountStartShown>>
      {(shown) => (
        <>
          <LoaderOverlay active={!shown} heading={t('daccount.starting')} message={t('daccount.wait')} />
          <DaccountFailedDialog open={shown === 'failed'} />
        </>
      )}
    </StepView>
  );
}

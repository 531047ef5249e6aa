import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { type DaccountAuthShown } from '../../loader';
import { DaccountFailedDialog } from '../DaccountFailedDialog';
import { DaccountProfileStep } from './DaccountProfileStep';

/**
 * /daccountRegister/auth — the return from the carrier relay (hub §4 "D-account flow"): the
 * loading view while the route's loader (flows/daccount/loader.ts) handles it; a new carrier
 * member with profile=input gets the 008 form on this screen, a failure the linkage-error dialog.
 */
export function DaccountAuthPage() {
  const { t } = useTranslation('app');
  return (
    <StepView<DaccountAuthShown>>
      {(shown) =>
        shown === 'form' ? (
          <DaccountProfileStep />
        ) : (
          <>
            <LoaderOverlay active={!shown} heading={t('daccount.returning')} message={t('daccount.wait')} />
            <DaccountFailedDialog open={shown === 'failed'} />
          </>
        )
      }
    </StepView>
  );
}

import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

/**
 * loginComplete: the loading view while the route's loader (flows/shared/hand-back/loader.ts) runs the
 * hand-back and sends the browser to the authentication host, which returns it to the service (or
 * straight back to the profile screen that asked). Failures go through the error policy (the
 * flow runner).
 */
export function LoginCompletePage() {
  const { t } = useTranslation('app');
  return (
    <StepView>
      <LoaderOverlay active heading={t('loader.signingIn')} message={t('loader.returning')} />
    </StepView>
  );
}

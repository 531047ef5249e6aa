import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

/** /sso and /checkAuth (認証確認): a loading screen while the flow decides (flows/sso/loader.ts). */
export function SsoCheckPage() {
  const { t } = useTranslation('app');
  return (
    <StepView>
      <LoaderOverlay active heading={t('loader.authCheck')} message={t('loader.authCheckMessage')} />
    </StepView>
  );
}

import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

/**
 * /migrationRegister and /migrationLogin: the phone app's launch (hub §4 "Migration register",
 * "Migration login"). A full-screen loader (the preparation variant) while the route's loader
 * (flows/migration/loader.ts) runs the flow.
 */
export function MigrationStartPage() {
  const { t } = useTranslation('migration');
  return (
    <StepView>
      <LoaderOverlay active heading={t('loader.preparingHeading')} message={t('loader.preparingMessage')} />
    </StepView>
  );
}

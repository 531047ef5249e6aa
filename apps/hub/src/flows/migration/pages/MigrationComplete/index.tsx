import { StepView } from '@member-hub/app-kit/guard';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

/**
 * /migrationRegister/complete and /migrationLogin/complete (hub §4 "Migration completion"): the
 * loader that says waiting takes about 30 seconds while the route's loader (flows/migration/
 * loader.ts) completes the migration.
 */
export function MigrationCompletePage() {
  const { t } = useTranslation('migration');
  return (
    <StepView>
      <LoaderOverlay active heading={t('loader.movingHeading')} message={t('loader.movingMessage')} />
    </StepView>
  );
}

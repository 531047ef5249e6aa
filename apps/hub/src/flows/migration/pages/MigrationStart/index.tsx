import { StepView } from '@member-hub/app-kit/guard';
import { useTranslation } from 'react-i18next';

import { FirstDataUpdateLoader } from '../../../shared/FirstDataUpdateLoader';

/**
 * /migrationRegister and /migrationLogin: the phone app's launch (hub §4 "Migration register",
 * "Migration login"). A full-screen loader (the preparation variant) while the route's loader
 * (flows/migration/loader.ts) runs the flow; the 'first data update' variant while a person with no
 * member record yet is synced (migration register).
 */
export function MigrationStartPage() {
  const { t } = useTranslation('migration');
  return (
    <StepView>
      <FirstDataUpdateLoader heading={t('loader.preparingHeading')} message={t('loader.preparingMessage')} />
    </StepView>
  );
}

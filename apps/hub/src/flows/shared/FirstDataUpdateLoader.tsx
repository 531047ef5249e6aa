import { LoaderOverlay } from '@member-hub/ui';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFirstDataUpdate } from './hooks/useFirstDataUpdate';

/**
 * The full-screen loader of a screen whose flow may sync a member from the older service (kantan
 * register, migration register): the screen's own heading and message, and the 'first data update'
 * variant (hub spec §2, §9; first-data-update.ts) while a person with no member record yet is
 * synced. A member who already has a record sees only the screen's loader.
 */
export function FirstDataUpdateLoader({ heading, message }: { heading: ReactNode; message: ReactNode }) {
  const { t } = useTranslation('app');
  const first = useFirstDataUpdate();
  return (
    <LoaderOverlay
      active
      heading={first ? t('loader.firstDataUpdateHeading') : heading}
      message={first ? t('loader.firstDataUpdateMessage') : message}
    />
  );
}

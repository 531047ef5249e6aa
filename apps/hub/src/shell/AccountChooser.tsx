import {
  type AccountChooserController,
  EmulatorAccountChooser as SharedAccountChooser,
} from '@member-hub/app-kit/account-chooser';
import { useTranslation } from 'react-i18next';

/**
 * Development stand-in for the Google popup against the Auth emulator: app-kit's chooser (the
 * profile app shows the same one) with the hub's words.
 */
export function EmulatorAccountChooser({ controller }: { controller: AccountChooserController }) {
  const { t } = useTranslation('app');
  return (
    <SharedAccountChooser
      controller={controller}
      copy={{
        title: t('chooser.title'),
        lead: t('chooser.lead'),
        other: t('chooser.other'),
        emailLabel: t('chooser.emailLabel'),
        use: t('chooser.use'),
        cancel: t('chooser.cancel'),
      }}
    />
  );
}

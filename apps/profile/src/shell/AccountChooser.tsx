import { type AccountChooserController, EmulatorAccountChooser } from '@member-hub/app-kit/account-chooser';
import { useTranslation } from 'react-i18next';

/** The hub's Google account chooser (app-kit) against the emulator, with the profile's words. */
export function ProfileAccountChooser({ controller }: { controller: AccountChooserController }) {
  const { t } = useTranslation('providerLinkage');
  return (
    <EmulatorAccountChooser
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

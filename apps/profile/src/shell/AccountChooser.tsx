import {
  type AccountChooserController,
  accountChooserCopy,
  EmulatorAccountChooser,
} from '@member-hub/app-kit/account-chooser';
import { useTranslation } from 'react-i18next';

/** The hub's Google account chooser (app-kit) against the emulator, with the profile's words. */
export function ProfileAccountChooser({ controller }: { controller: AccountChooserController }) {
  const { t } = useTranslation('providerLinkage');
  return (
    <EmulatorAccountChooser controller={controller} copy={accountChooserCopy((key) => t(`chooser.${key}`))} />
  );
}

import {
  type AccountChooserController,
  accountChooserCopy,
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
    <SharedAccountChooser controller={controller} copy={accountChooserCopy((key) => t(`chooser.${key}`))} />
  );
}

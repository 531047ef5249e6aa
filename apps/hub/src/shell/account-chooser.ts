/**
 * The emulator's stand-in for the Google popup: app-kit's account chooser (both apps use the
 * same one; the dialog is components/EmulatorAccountChooser). Development and tests only.
 */
export {
  type AccountChooserController,
  accountForEmail,
  createAccountChooser,
  DEMO_GOOGLE_ACCOUNTS,
} from '@member-hub/app-kit/account-chooser';

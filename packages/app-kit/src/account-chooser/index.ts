export {
  type AccountChooserController,
  accountForEmail,
  createAccountChooser,
  DEMO_GOOGLE_ACCOUNTS,
} from './controller';
export {
  type AccountChooserCopy,
  accountChooserCopy,
  EmulatorAccountChooser,
} from './EmulatorAccountChooser';

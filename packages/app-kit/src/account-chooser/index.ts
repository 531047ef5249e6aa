export {
  type AccountChooserController,
  accountForEmail,
  createAccountChooser,
  DEMO_GOOGLE_ACCOUNTS,
} from './controller';
export { type AccountChooserCopy, EmulatorAccountChooser } from './EmulatorAccountChooser';

import { type Translation } from '@member-hub/ui';

import { type providerLinkage as ja } from '../ja/providerLinkage';

export const providerLinkage: Translation<typeof ja> = {
  name: {
    google: 'Google account',
    'docomo-type': 'd ACCOUNT',
  },
  heading: 'Link your {{name}}',
  explanation: {
    google: 'Link your Google account to log in with it next time.',
    'docomo-type': 'Link your d ACCOUNT to log in with it next time.',
  },
  stateLabel: 'Status',
  linked: 'Linked',
  notLinked: 'Not linked',
  link: 'Link',
  unlink: 'Unlink',
  back: 'Back',
  linking: 'Linking',
  unlinking: 'Unlinking',
  loading: 'Checking the linkage',
  carrierDisabled: 'A member registered with a d ACCOUNT cannot change its linkage.',
  linkComplete: 'Your {{name}} is linked',
  linkCompleteBody: 'You can log in with your {{name}} next time.',
  unlinkConfirm: 'Unlink your {{name}}?',
  unlinkConfirmBody: 'You will no longer be able to log in with your {{name}}.',
  unlinkDo: 'Unlink',
  cancel: 'Cancel',
  unlinkComplete: 'Your {{name}} is unlinked',
  alreadyLinkedView: 'This {{name}} is already linked.',
  cannotRegister: 'You cannot register newly: this account is already linked.',
  backToService: 'Back to the service',
  alert: {
    title: 'Notice',
    linkFailed: 'Authentication provider linkage failed.',
    unlinkFailed: 'Processing failed. Sorry, please try again.',
    alreadyLinked: 'This {{name}} is already linked.',
    close: 'Close',
  },
  chooser: {
    title: 'Choose a Google account (development)',
    lead: 'Choose a test Google account.',
    other: 'Use another account',
    emailLabel: 'E-mail address',
    use: 'Log in with this account',
    cancel: 'Cancel',
  },
};

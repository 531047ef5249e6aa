import { type Translation } from '@member-hub/ui';

import { type kantan as ja } from '../ja/kantan';

export const kantan: Translation<typeof ja> = {
  login: {
    lead: 'Enter your Rakuraku Community registration number and password to log in.',
    registrationNumber: 'Registration number',
    registrationNumberHint: 'Half-width digits.',
    password: 'Password',
    passwordHint: 'Half-width letters, digits and symbols.',
    submit: 'Log in',
    signingIn: 'Logging you in',
    showPassword: 'Show the password',
    numberHelp: 'If you do not know your registration number',
  },
  message: {
    badCredentials: 'We could not log you in. Please check your registration number and password.',
    failed: 'We apologise for the inconvenience. Please try again a little later',
    unusable: 'Your registration number cannot be used',
    unusableNext: 'This registration number has been stopped. Please call the number below for details.',
    notMigrated: 'This registration number has not been moved to the new service yet.',
    notMigratedNext:
      'Open the Rakuraku Community app and choose "Move my registration" (引き継ぎ登録); then you can log in with this registration number.',
    launchApp: 'Open the Rakuraku Community app',
    statusError: 'An error occurred.',
    lockedOut:
      'Logins with this registration number are paused after several failed tries. Please wait about {{minutes}} minutes and try again.',
  },
  register: {
    heading: 'Registering',
    message: 'Please wait a moment.',
    failedHeading: 'Registration failed',
    failed: 'We apologise for the inconvenience. Please try again a little later.',
    memberExistsHeading: 'You are already a member',
    memberExists:
      "This phone's registration number is already registered as a member. You do not need to register again.",
    memberExistsKantan:
      'Please log in with your registration number and password from "Easy login" in the Rakuraku Community app. If you have registered an e-mail address, you can log in with the button below.',
    memberExistsEmail: 'Log in with your e-mail address',
  },
};

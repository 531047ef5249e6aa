import { type Translation } from '@member-hub/ui';

import { deployment } from '../../../config/deployment';
import { type app as ja } from '../ja/app';

export const app: Translation<typeof ja> = {
  /** Application names for the page title: the deployment's (README "Production configuration"). */
  name: {
    community: deployment.appNames.community.en,
    membership: deployment.appNames.membership.en,
    point: deployment.appNames.point.en,
    personalInfo: deployment.appNames.personalInfo.en,
  },
  title: {
    login: 'Log in',
    sendMailComplete: 'Login mail sent',
    mailNotArriving: 'If the mail does not arrive',
    validateEmail: 'Log in',
    loginError: 'Login error',
    loginComplete: 'Log in',
    loginWithProvider: 'Log in with Google',
    browserChanged: 'Login error',
    sso: 'Checking authentication',
    error: 'Error',
    daccount: 'd ACCOUNT',
    // ---- Registration
    register: 'Sign up',
    registerEmail: 'Sign up with e-mail',
    registerSent: 'Registration mail sent',
    registerError: 'Registration error',
    registerValidate: 'Sign up',
    profileRegister: 'Profile registration',
    profileConfirm: 'Confirm your profile',
    avatar: 'Choose a profile picture',
    registerComplete: 'Registration completed',
    registerWithProvider: 'Register with Google',
    emailVerified: 'E-mail address verified',
    terms: 'Terms of use',
    // ---- The older community service
    migrationRegister: 'Moving your data',
    migrationLogin: 'Log in',
    kantanRegister: 'Easy registration',
    kantanAuthRegister: 'Full member registration',
    kantanLogin: 'Log in with your registration number',
    gameRegister: 'Game registration',
    payout: 'Point exchange',
  },
  loader: {
    signingIn: 'Logging in',
    returning: 'Returning to the service. Please wait.',
    authCheck: 'Checking authentication',
    authCheckMessage: 'Please wait.',
  },
  error: {
    heading: 'An error occurred',
    body: 'We are sorry. Please try again from the beginning.',
    back: {
      community: 'Back to the Rakuraku Community home',
      members: 'Back to the service',
    },
    retry: 'Go back and try again',
    site: 'Go to the {{name}} top page',
  },
  alert: {
    loginRetry: 'The operation failed. We are sorry, please try again from the beginning.',
    invalidUrl: 'Invalid URL. Please check the URL and try again',
    noEmail: 'The e-mail address could not be obtained.',
    loginRetryHint: 'Press Close to return to this screen, then press the button again.',
    invalidUrlHint: 'Please press the button in the mail again.',
    noEmailHint: 'Press Close to go to the error page.',
    mailLimited:
      'The mail has already been sent. It may take a few minutes to arrive; please also check your spam folder.',
    mailLimitedWait: 'You can send it again in about {{minutes}} minutes.',
    mailLimitedWaitUnknown: 'Please wait a while and try again.',
  },
  daccount: {
    starting: 'Opening the d ACCOUNT login',
    returning: 'Checking your d ACCOUNT',
    wait: 'Please wait',
    incorrect: 'This page was not opened the usual way. Please start again from your service.',
    backToLogin: 'Back to login',
  },
  game: {
    loadingHeading: 'Registering you for the game',
    loadingMessage: 'Please wait a moment.',
    returning: 'Returning to the game. Please wait a moment.',
  },
  payout: {
    loadingHeading: {
      community: 'Checking your community details',
      members: 'Checking your members service details',
    },
    loadingMessage: 'Please wait a moment.',
    error: 'We apologise for the inconvenience. Please try again after a while.',
  },
  mailElsewhere: {
    codeHeading: 'If the button in the mail does not continue',
    codeLabel: 'The 6-digit number in the mail',
    codeHint:
      'If you opened the mail in another app and nothing continued, enter the 6-digit number written in the mail here. It works once, until the mail expires.',
    codeFormat: 'Please enter the 6-digit number.',
    codeSubmitLogin: 'Log in with this number',
    codeSubmitRegister: 'Continue registering with this number',
    wrongCode: 'The number does not match. Please check the 6-digit number in the mail again.',
    locked: 'The number was entered wrongly too often and can no longer be used. Please send the mail again.',
    expired: 'The mail has expired (30 minutes). Please send the mail again.',
    used: 'This mail has already been used. If you have not finished, please send the mail again.',
    notFound: 'No mail sent from this screen was found. Please send the mail again.',
    notArrivedYet:
      'The reply mail does not seem to have arrived yet. Once it arrives, enter the number written in it. If nothing arrives within a few minutes, press the empty-mail button again.',
    rateLimited: 'Too many entries in a row. Please wait a little and try again.',
    confirmHeading: 'You can also continue on this screen',
    confirmLead: 'To confirm, please enter your registered e-mail address.',
    confirmHint: 'The address that received the mail.',
    confirmSubmitLogin: 'Continue logging in on this screen',
    confirmSubmitRegister: 'Continue registering on this screen',
    wrongEmail: 'This is not the address the mail was sent to. Please check it again.',
    resend: 'Send the mail again',
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

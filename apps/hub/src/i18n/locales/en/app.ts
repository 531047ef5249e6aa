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
  },
  alert: {
    loginRetry: 'The operation failed. We are sorry, please try again from the beginning.',
    invalidUrl: 'Invalid URL. Please check the URL and try again',
    noEmail: 'The e-mail address could not be obtained.',
  },
  daccount: {
    starting: 'Opening the d ACCOUNT login',
    returning: 'Checking your d ACCOUNT',
    wait: 'Please wait',
    incorrect: 'This page was not opened the usual way. Please start again from your service.',
    backToLogin: 'Back to login',
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

import { type Translation } from '@member-hub/ui';

import { type login as ja } from '../ja/login';

export const login: Translation<typeof ja> = {
  select: {
    lead: 'Choose how to log in.',
    emailHeading: 'Log in with your e-mail address',
    emailLabel: 'E-mail address',
    emailHint: 'We will send a login URL to your registered e-mail address.',
    send: 'Send the login mail',
    savedHeading: 'The e-mail address you used last time',
    savedButton: 'Log in as {{email}}',
    otherHeading: 'Other ways to log in',
    google: 'Log in with Google',
    daccount: 'Log in with d ACCOUNT',
    webViewGoogleNote:
      'If you registered with a Google account, please also log in by entering your e-mail address.',
    register: 'New here? Register',
  },
  passkey: {
    heading: 'Sign in with fingerprint or face',
    button: 'Sign in with fingerprint or face',
    explanation: 'Sign in with your fingerprint or face, the same way you unlock your phone.',
    cancelled: 'Signing in with your fingerprint or face was stopped. Try again, or sign in by e-mail.',
    failed: 'Signing in with this phone’s fingerprint or face did not work. Please sign in by e-mail.',
    mailLink: 'Sign in by e-mail',
  },
  passkeyOffer: {
    heading: 'Next time, sign in with your fingerprint or face',
    body: 'Register this phone and next time you can sign in with your fingerprint or face, without waiting for a mail.',
    detailsHeading: 'About signing in with fingerprint or face',
    howItWorks:
      'You only confirm it the way you unlock your phone: fingerprint, face (or your screen lock code).',
    private: 'Your fingerprint and face stay on this phone; they are never sent anywhere.',
    removable:
      'You can remove it at any time in the profile editing screen. Signing in by e-mail still works as before.',
    register: 'Register fingerprint or face',
    later: 'Later',
    laterNote: 'Press “Later” to go straight back to the service.',
    busy: 'Registering',
    busyNote: 'Please follow the instructions on the screen and confirm with your fingerprint or face.',
  },
  provider: {
    lead: 'Log in with your Google account. Press the button below to open the Google screen.',
    toChoice: 'Log in another way',
  },
  sent: {
    lead: 'We sent a mail for logging in to {{email}}.',
    instruction: 'Press the button in the mail to log in. The button works for 30 minutes.',
    wrongAddress: 'If the mail does not arrive, the e-mail address may be wrong.',
    help: 'Help about logging in',
    appLinkHelp: 'How to open the URL in the app',
    notArriving: 'If the mail does not arrive',
    back: 'Back to login',
  },
  notArriving: {
    lead: 'If the mail does not arrive, please check the following.',
    spamFilter: 'Spam filter settings can block the mail.',
    spamFolder: 'Please look in your spam folder.',
    settingsHelp: 'How to set up mail reception',
    back: 'Back to login',
  },
  validate: {
    opening: 'Checking your login',
  },
  error006: {
    heading: 'The e-mail address is wrong or not registered',
    oldService: 'If you used the former Rakuraku Community, click here',
    help: 'Help about logging in',
    back: 'Back to login',
  },
  error006a: {
    heading: 'You could not log in',
    body: 'This account is not linked.',
  },
  linkUsed: {
    heading: 'The button in this mail has already been used',
    body: 'The login mail button works once. If you are not logged in yet, send the login mail again below.',
  },
  error006b: {
    heading: 'You could not log in',
    body: 'The page you opened is no longer valid because it was not accessed within 30 minutes of being issued.',
    retry: 'Please send the login mail again.',
  },
  error006c: {
    heading: 'You could not log in',
    body: 'The linked d ACCOUNT is not connected.',
  },
  browserChanged: {
    heading: 'The login could not be completed',
    body: 'The URL of the login mail was opened in a different browser from the one where you started.',
    instruction: 'Please try again from the beginning in the browser where you started.',
  },
  back: 'Back to login',
};

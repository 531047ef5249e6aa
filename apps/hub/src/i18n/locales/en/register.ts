import { type Translation } from '@member-hub/ui';

import { type register as ja } from '../ja/register';

export const register: Translation<typeof ja> = {
  choice: {
    lead: 'Choose how to sign up.',
    email: 'Sign up with e-mail',
    google: 'Sign up with Google',
    daccount: 'Sign up with d ACCOUNT',
    toLogin: 'Already a member? Log in',
    emailTrouble: 'Trouble signing up with e-mail',
    mailNotArriving: 'If the mail does not arrive',
    terms: 'Terms of use',
    webViewGoogleNote: 'Google users, please also sign up with your e-mail address.',
  },
  unfinished: {
    heading: 'Your registration is not finished yet',
    lead: 'Register your profile to finish becoming a member.',
    continue: 'Continue with the profile',
    startAgainLead: 'To register another way or with another e-mail address, start again.',
    startAgain: 'Start again',
  },
  provider: {
    lead: 'Register with your Google account. Press the button below to open the Google screen.',
    toChoice: 'Register another way',
  },
  email: {
    lead: 'Enter the e-mail address to register. We will send you a registration URL.',
    submit: 'Send the registration mail',
    emptyMailHeading: 'Sign up by empty mail',
    emptyMailLead: 'Your mail app opens. Send the mail without changing recipient, subject or body.',
    emptyMail: 'Send an empty mail',
    emptyMailCodeHeading: 'Continue with the number in the mail',
    emptyMailCodeLead: 'When our mail arrives, enter the 6-digit number written in it.',
    emptyMailCodeHint:
      'You can also press the button in the mail. The number works once, until the mail expires (30 minutes).',
    emptyMailCodeNotArrived:
      'The reply mail does not seem to have arrived yet. Once it arrives, enter the number written in it. If nothing arrives within a few minutes, press the empty-mail button again.',
  },
  sent: {
    body: 'We sent a mail for signing up to {{email}}.',
    note: 'Press the button in the mail within 30 minutes to continue. If no mail arrives, the address may be wrong.',
    back: 'Back to the sign-up choice',
  },
  taken: {
    heading: 'This e-mail address is already registered',
    body: 'Please log in from the login page.',
    toLogin: 'To the login page',
  },
  validate: { opening: 'Checking your registration' },
  error: {
    heading: 'Registration failed',
    '003a': 'This Google account is already registered.',
    '003b': 'The page expired because the registration screen was not opened within 30 minutes of issue.',
    '003c': 'This d ACCOUNT is already registered.',
    provider: 'Google authentication failed.',
    used: 'The button in this mail has already been used. If you have not finished registering, please send the registration mail again.',
    back: 'Back to the sign-up choice',
    toLogin: 'To the login page',
  },
  browserChanged: {
    heading: 'Registration could not be completed',
    body: 'The mail URL was opened in another browser than the one you started in. Please start again in that browser.',
  },
  emailComplete: { body: 'Your e-mail address has been verified.', back: 'Back to the service' },
  profile: {
    // Ours: the carrier's nickname offered on the d-account profile form.
    carrierNickname: 'Your d ACCOUNT nickname is filled in as your nickname. You can keep it or change it.',
    checking: 'Checking…',
    saving: 'Registering',
    express: 'Registering',
    confirmLead: 'You will register with the following.',
    leave: 'Leave this page?',
    leaveNote: 'Changes you made may not be saved.',
    failed: 'Processing failed. Please try again.',
    failedHint: 'What you entered is kept. Press Close, then press Register again.',
    failedLeaveHint: 'Press Close to return to the service.',
  },
  complete: {
    heading: 'Registration completed',
    body: 'From now on you can log in with {{email}}.',
    bodyNoEmail: 'From now on you can log in the way you registered.',
    ok: 'OK',
    // Ours: after the express mode, the nickname made up for the member and how to change it.
    generatedNickname: 'Your nickname is “{{nickname}}” for now.',
    changeNickname: 'You can change your nickname at any time later, on the “Profile” screen.',
  },
  terms: {
    index: 'Terms of use',
    members: 'Member terms',
    point: 'Point terms',
    membershipService: 'Membership service terms',
    related: 'Related terms',
    services: 'Membership services',
    privacy: 'Personal information',
  },
};

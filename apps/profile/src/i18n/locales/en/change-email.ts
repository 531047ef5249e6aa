import { type Translation } from '@member-hub/ui';

import { type changeEmail as changeEmailJa, type mailLink as mailLinkJa } from '../ja/change-email';

export const changeEmail: Translation<typeof changeEmailJa> = {
  input: {
    lead: 'Enter your new e-mail address.',
    current: 'Current e-mail address',
    currentNone: 'Not registered',
    email: 'New e-mail address',
    emailRetype: 'New e-mail address (type it again)',
    retypeNote: 'Please type the address again by hand; do not copy and paste it.',
    submit: 'Continue to confirmation',
  },
  confirm: {
    lead: 'If this is correct, press "Send the confirmation mail". A confirmation mail goes to the new address.',
    before: 'E-mail address before the change',
    after: 'E-mail address after the change',
    send: 'Send the confirmation mail',
    back: 'Go back and correct',
    taken: 'Another member already uses this e-mail address. Please enter a different one.',
    sending: 'Sending the confirmation mail',
  },
  sent: {
    notComplete: 'The change of your e-mail address is not complete yet.',
    sentTo: 'We sent a confirmation mail to {{email}}.',
    instructions:
      'Without logging out, follow the steps in the mail and press "Change the e-mail address". The button works for 30 minutes.',
    notArriving:
      'If the mail does not arrive, the address may be wrong. Please start again from the beginning.',
    back: 'Back to profile edit',
  },
  complete: {
    body: 'Your e-mail address has been changed.',
    next: 'From now on, log in with the new address.',
    back: 'Back to profile edit',
    signingOut: 'Logging out',
    alreadyBody: 'Your e-mail address has already been changed.',
    alreadyNext: 'You can log in with the new address ({{email}}).',
  },
  error: {
    address: '{{email}}',
    notRegistered: 'could not be registered.',
    reason:
      'The button in the confirmation mail was more than 30 minutes old or was already used. Please start again from the beginning.',
    retry: 'Back to e-mail address edit',
  },
  alert: {
    title: 'Notice',
    ok: 'OK',
    failed: 'Processing failed. Sorry, please try again.',
  },
};

export const mailLink: Translation<typeof mailLinkJa> = {
  checking: 'Checking your e-mail address',
  alert: {
    title: 'Notice',
    ok: 'OK',
    invalidUrl: 'Invalid URL. Please check the URL and try again.',
    noEmail: 'The e-mail address could not be obtained.',
  },
  verified: {
    body: 'Your e-mail address has been confirmed.',
    choose: 'Choose the service to show.',
    community: 'Show the community',
    game: 'Show the game',
  },
};

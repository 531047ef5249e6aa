import { type Translation } from '@member-hub/ui';

import { type profileJa } from '../ja';
import { changeEmail, mailLink } from './change-email';
import { prefectures } from './prefectures';
import { providerLinkage } from './providerLinkage';

/** English for every key of the Japanese source. */
export const profileEn: Translation<typeof profileJa> = {
  app: {
    title: {
      profileEdit: 'Edit profile',
      error: 'Error',
      changeEmail: 'Edit e-mail address',
      changeEmailConfirm: 'Confirm the edit',
      changeEmailSent: 'Confirmation mail sent',
      changeEmailComplete: 'Edit complete',
      changeEmailError: 'Registration error',
      mailLinkValid: 'Checking your e-mail address',
      mailVerified: 'E-mail address confirmed',
      areaRegister: 'Area registration',
      avatar: 'Choose a profile picture',
      unsubscribe: 'Leave',
      unsubscribeComplete: 'You have left',
      unsubscribePaymentError: 'You cannot leave yet',
      kantanPwdEdit: 'Change password',
      profileEditConfirm: 'Confirm your profile',
      profileEditComplete: 'Profile saved',
      providerLinkage: 'Account linkage',
      authRegisterProviderLinkage: 'Account linkage',
    },
    home: {
      greeting: "{{nickname}}'s profile",
      loading: 'Loading your profile',
    },
    error: {
      heading: 'An error occurred',
      retry: 'Go back and try again',
      body: 'Sorry, please start again from the beginning.',
    },
    kantanPwdEdit: {
      lead: 'Change your Rakuraku Community password.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      newPasswordHint:
        '6 to 24 half-width letters, digits and symbols, with at least one letter and one digit.',
      confirmPassword: 'New password (again)',
      submit: 'Change',
      back: 'Back',
      changed: 'Your password has been changed.',
      wrongCurrent: 'The current password is wrong. Please enter it again.',
      failed: 'We apologise for the inconvenience. Please try again a little later.',
      statusError: 'An error occurred.',
      lockedOut: 'Paused after several failed tries. Please wait about {{minutes}} minutes and try again.',
    },
    profileEdit: {
      loading: 'Loading your profile',
      saving: 'Saving your profile',
      changeEmail: 'Change the e-mail address',
      failed: 'Processing failed. Please try again.',
      blocked: 'Your profile was loaded again. Please check it and try again.',
      shopLabel: 'Shop of purchase',
      birthdayChange: 'Your birthday can be changed twice. Saving uses one change; {{count}} will be left.',
      birthdayLastChange:
        'Your birthday can be changed twice. After saving this, it cannot be changed again.',
      shopShort: 'Enter 10 or 11 half-width digits.',
      shopUnchecked: 'No shop was found for this phone number. Correct it, or empty the field, and go on.',
      unsubscribe: 'Leave the service',
      leave: 'Leave this page?',
      leaveNote: 'Changes you made may not be saved.',
    },
    passkeys: {
      heading: 'Sign in with fingerprint or face',
      explanation:
        'Sign in with your fingerprint or face, the same way you unlock your phone. No need to open a mail.',
      empty: 'No phone is registered.',
      addedOn: 'Added: {{date}}',
      lastUsedOn: 'Last used: {{date}}',
      neverUsed: 'Not used yet',
      remove: 'Remove',
      confirmRemove:
        'Remove “{{deviceName}}”? You will no longer be able to sign in with its fingerprint or face.',
      confirmYes: 'Remove',
      confirmNo: 'Keep it',
      add: 'Add this phone',
      added: 'This phone was added. Next time, you can sign in with your fingerprint or face.',
      removed: 'Removed.',
      cancelled: 'Adding was stopped.',
      failed: 'Processing failed. Please try again.',
    },
    signInAgain: {
      heading: 'Please sign in again',
      unsubscribe:
        'Leaving cannot be undone. To make sure it is you, we ask you to do it within 5 minutes of signing in.',
      changeEmail:
        'To make sure it is you, we ask you to change your e-mail address within 5 minutes of signing in.',
      registrationNumber: 'For your safety the password is shown only within 5 minutes of signing in.',
      next: {
        unsubscribe: 'After signing in again you come back to this confirmation.',
        changeEmail:
          'After signing in again you come back to this screen. The new address you entered is kept.',
        registrationNumber:
          'After signing in again you come back to this screen and the password is shown. What you entered is kept.',
      },
      button: 'Sign in again',
      back: 'You have signed in again. Please carry on.',
    },
  },
  changeEmail,
  mailLink,
  prefectures,
  avatar: {
    current: 'Your profile picture now',
    uploaded: 'The uploaded picture',
    presets: 'Choose one of the pictures',
    device: {
      heading: 'Use a photo from your phone or computer',
      hint: 'After choosing a photo, you decide the part shown in the circle.',
      choose: 'Choose a photo',
    },
    cropHeading: 'Decide the part to show',
    uploading: 'Sending the picture',
    failed: 'Processing failed. Sorry, please try again.',
    notImage: 'Please choose an image file.',
  },
  points: {
    bonus: {
      items: 'You get points for each of: {{items}}.',
      allItems: 'Fill in all five items for a bonus as well.',
      onlyAll: 'Fill in all five items to get bonus points.',
    },
    separator: ', ',
  },
  unsubscribe: {
    notes: {
      heading: 'Please read before you leave',
      lead: 'When you leave:',
      data: 'Your profile, posts, points and all other data are deleted and cannot be restored.',
      services: 'You can no longer use any service with this account.',
      signIn: 'You cannot sign in with your former data, even with the same address or account.',
      paid: 'If you use a paid service, please cancel it first.',
    },
    agree: 'I have read the above and agree to leave',
    next: 'Go to the confirmation',
    confirm: {
      heading: 'Do you really want to leave?',
      who: "{{nickname}}'s account will be closed.",
      warning: 'This cannot be undone.',
      submit: 'Leave',
      back: 'Back',
    },
    loading: 'Closing your account',
    failed: 'Processing failed. Sorry, please try again.',
    complete: {
      heading: 'Your account has been closed',
      body: 'Thank you for using our services.',
      toService: "Go to the service's top page",
    },
    paymentError: {
      heading: 'Leaving was interrupted',
      body: 'A paid service is registered, so you cannot leave. Please cancel the paid service in the game first, then try again.',
    },
  },
  providerLinkage,
};

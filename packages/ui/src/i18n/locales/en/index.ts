import { type LocaleResources } from '../../types';

/** English, second language. Must have every key of the Japanese source (checked by tsc). */
export const en = {
  common: {
    back: 'Back',
    close: 'Close',
    loading: 'Loading. Please wait a moment.',
  },
  shell: {
    appName: {
      community: 'Rakuraku Community',
      membership: 'Members service',
      point: 'Point service',
      personalInfo: 'Handling of personal information',
    },
    header: { back: 'Back' },
    footer: {
      operatorLabel: 'Operated by',
      companyName: '〇〇 LLC',
      copyright: '© {{year}} {{company}}',
    },
    loader: {
      heading: 'Loading',
      message: 'Loading. Please wait a moment.',
    },
    timeout: {
      title: 'Timeout error',
      message: 'The connection timed out. Please try again.',
      close: 'Close',
    },
    linkageError: {
      message: 'We apologise for the inconvenience. Please wait a while and try again.',
      backCommunity: 'Back to Rakuraku Community home',
      backService: 'Back to the service',
    },
    pageTitle: { fallback: '' },
  },
  profileForm: {
    required: 'Required',
    optional: 'Optional',
    caution:
      'Items marked "Optional" can be filled in later. Items you do not make public are not shown to others.',
    errorSummary: 'Please check your entries.',
    submit: 'Proceed to confirmation',
    thumbnail: {
      label: 'Profile picture',
      hint: 'Choose one picture you like.',
      icon: 'Picture {{number}}',
      choose: 'Choose a profile picture',
    },
    avatar: {
      decide: 'Decide and go back',
      cancel: 'Cancel and go back',
    },
    nickname: {
      label: 'Nickname',
      hint: 'Up to {{max}} characters.',
      counter: '{{count}} / {{max}} characters',
    },
    interests: {
      label: 'Interests',
      hint: 'Choose all that apply.',
      travelFrequency: 'How often do you travel?',
      habitSupplement: 'Do you take supplements regularly?',
      assetManagement: 'Do you manage your assets (investing)?',
    },
    birthday: {
      label: 'Date of birth',
      year: 'Year',
      month: 'Month',
      day: 'Day',
      remaining: 'You can change your birthday {{count}} more time(s).',
      locked: 'Your birthday can no longer be changed.',
      display: 'Who sees your birthday',
    },
    prefecture: {
      label: 'Prefecture',
      unselected: 'Please choose',
    },
    city: {
      label: 'City, town or village',
      hint: 'Up to {{max}} characters.',
    },
    sex: { label: 'Sex' },
    introduction: {
      label: 'About me',
      hint: 'Up to {{max}} characters.',
      counter: '{{count}} / {{max}} characters',
    },
    email: {
      label: 'E-mail address',
      notRegistered: 'Not registered',
    },
    socialSkills: {
      label: 'Social media you use',
      hint: 'Choose all that you use.',
    },
    confirm: {
      heading: 'Check your entries',
      notice:
        'Your my page is public, also to people who are not members. You can change who sees it in the community settings.',
      register: 'Register with this content',
      back: 'Go back and correct',
      empty: 'Not entered',
      none: 'None',
    },
  },
} as const satisfies LocaleResources;

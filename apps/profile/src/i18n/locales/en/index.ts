import { type Translation } from '@member-hub/ui';

import { type profileJa } from '../ja';

/** English for every key of the Japanese source. */
export const profileEn: Translation<typeof profileJa> = {
  app: {
    title: {
      profileEdit: 'Edit profile',
      error: 'Error',
    },
    home: {
      greeting: "{{nickname}}'s profile",
      loading: 'Loading your profile',
    },
    error: {
      heading: 'An error occurred',
      body: 'Sorry, please start again from the beginning.',
    },
  },
};

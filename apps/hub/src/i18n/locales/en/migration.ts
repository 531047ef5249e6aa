import { type Translation } from '@member-hub/ui';

import { type migration as ja } from '../ja/migration';

export const migration: Translation<typeof ja> = {
  loader: {
    preparingHeading: 'Preparing to move your data',
    preparingMessage: 'Please wait a moment.',
    movingHeading: 'Moving your data',
    movingMessage: 'This may take about 30 seconds. Please keep this screen open.',
    signingInHeading: 'Logging you in',
    returningMessage: 'Returning to the service. Please wait.',
  },
  incorrect: {
    heading: 'This page was not opened correctly',
    body: 'This page was not opened in the right way. Please try again from the Rakuraku Community app.',
  },
  error: {
    heading: 'The screen could not be switched',
    body: 'Sorry, switching the screen failed.',
    retry: 'Please try again from the Rakuraku Community app.',
  },
  refusal: {
    notMigratedHeading: 'Using the new service for the first time? Move your registration first',
    notMigratedBody:
      'This registration number has not been moved to the new service yet. Press the button below to move it.',
    register: 'Move my registration',
    lockedHeading: 'This registration number has been stopped',
    lockedBody:
      'This registration number cannot be used with the new service. Please call the number below for details.',
  },
  outage: {
    heading: 'Temporarily unavailable',
    body: 'We apologise for the inconvenience. Please try again a little later.',
    launchApp: 'Open the Rakuraku Community app',
  },
  expired: {
    heading: 'This page has expired',
    body: 'The page you opened is no longer valid because the registration screen was not accessed within 30 minutes of issue.',
    ok: 'OK',
  },
};

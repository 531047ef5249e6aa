import { type Translation } from '@member-hub/ui';

import { type prefectures as prefecturesJa } from '../ja/prefectures';

/** English for every key of the Japanese source. */
export const prefectures: Translation<{ prefectures: typeof prefecturesJa }>['prefectures'] = {
  heading: 'Register your area',
  lead: 'Choose the prefecture you live in and press "Register".',
  areaLegend: 'Prefecture you live in',
  regionHint: 'Tick a region to show its prefectures.',
  register: 'Register',
  loading: 'Loading',
  saving: 'Registering',
  complete: {
    heading: 'Thank you for registering',
    body: 'Your area has been registered.',
  },
  error: {
    heading: 'Notice',
    retry: 'Processing did not succeed. Please reload and register again.',
    unavailable: 'This page is currently unavailable.',
    reload: 'Reload',
  },
};

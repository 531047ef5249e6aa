// Typed keys for this package's own code. Not imported by the public entry so that an app can
// declare its own augmentation, e.g. `resources: UiResources & typeof appJa` (see README).
import 'i18next';
import { type UiResources } from './types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: UiResources;
  }
}

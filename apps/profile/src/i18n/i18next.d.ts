// Typed keys: the ui package's namespaces plus the profile app's (Japanese is the source).
import 'i18next';
import { type UiResources } from '@member-hub/ui';

import { type profileJa } from './locales/ja';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: UiResources & typeof profileJa;
  }
}

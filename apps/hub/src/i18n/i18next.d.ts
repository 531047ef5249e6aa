// Typed keys: the ui package's namespaces plus the hub's (Japanese is the source).
import 'i18next';
import { type UiResources } from '@member-hub/ui';

import { type hubJa } from './locales/ja';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: UiResources & typeof hubJa;
  }
}

import { createI18n, type Language } from '@member-hub/ui';
import { type i18n } from 'i18next';

import { hubEn } from './locales/en';
import { hubJa } from './locales/ja';

export const HUB_NAMESPACES = ['app', 'login', 'register'] as const;
export const hubResources = { ja: hubJa, en: hubEn } as const;

/** The ui package's namespaces (common, shell) plus the hub's (app, login). */
export function createHubI18n(lng: Language = 'ja'): i18n {
  return createI18n({ lng, resources: hubResources });
}

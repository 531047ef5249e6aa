import { createI18n, type Language } from '@member-hub/ui';
import { type i18n } from 'i18next';

import { profileEn } from './locales/en';
import { profileJa } from './locales/ja';

export const PROFILE_NAMESPACES = [
  'app',
  'prefectures',
  'avatar',
  'points',
  'unsubscribe',
  'providerLinkage',
] as const;

/** The ui package's namespaces (common, shell, profileForm) plus the profile app's, in both languages. */
export function createProfileI18n(lng: Language = 'ja'): i18n {
  return createI18n({ lng, resources: { ja: profileJa, en: profileEn } });
}

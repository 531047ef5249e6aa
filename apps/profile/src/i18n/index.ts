import { createJapaneseI18n, type Language, loadUiResources, profileFormJa } from '@member-hub/ui';
import { type i18n } from 'i18next';

import { profileJa } from './locales/ja';

export const PROFILE_NAMESPACES = [
  'app',
  'prefectures',
  'avatar',
  'points',
  'unsubscribe',
  'providerLinkage',
] as const;

/**
 * The profile app's texts by language, loaded on demand (as the hub's): Japanese (the source of
 * copy, what the app shows) is in the entry chunk; English (the app's and the ui package's) comes
 * in its own chunks only when asked for, so `/profileEdit` does not download it.
 */
const loaders: Record<Language, () => Promise<typeof profileJa | Record<string, unknown>>> = {
  ja: async () => profileJa,
  en: async () => (await import('./locales/en')).profileEn,
};

/**
 * The ui package's namespaces (common, shell and, as nearly every screen here shows the profile
 * form or its pieces, profileForm) plus the profile app's, in Japanese.
 */
export function createProfileI18n(): i18n {
  return createJapaneseI18n({ resources: { ja: { ...profileJa, profileForm: profileFormJa } } });
}

/** Switches `instance` to `lng`, loading the ui package's and the profile app's texts of it first. */
export async function switchProfileLanguage(instance: i18n, lng: Language): Promise<void> {
  const [ui, profile] = await Promise.all([loadUiResources(lng), loaders[lng]()]);
  const texts = { ...ui, ...profile };
  for (const [ns, bundle] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, bundle);
  }
  await instance.changeLanguage(lng);
}

import { createJapaneseI18n, type Language, loadUiResources } from '@member-hub/ui';
import { type i18n } from 'i18next';

import { hubJa } from './locales/ja';

export const HUB_NAMESPACES = ['app', 'login', 'register', 'migration', 'kantan'] as const;

/**
 * The hub's texts by language, loaded on demand: Japanese (the source of copy, what the hub shows)
 * is in the entry chunk; English (the hub's and the ui package's) comes in its own chunks only
 * when asked for, so `/login` does not download it.
 */
const loaders: Record<Language, () => Promise<typeof hubJa | Record<string, unknown>>> = {
  ja: async () => hubJa,
  en: async () => (await import('./locales/en')).hubEn,
};

/** The ui package's namespaces (common, shell, profileForm) plus the hub's, in Japanese. */
export function createHubI18n(): i18n {
  return createJapaneseI18n({ resources: { ja: hubJa } });
}

/** Switches `instance` to `lng`, loading the ui package's and the hub's texts of it first. */
export async function switchHubLanguage(instance: i18n, lng: Language): Promise<void> {
  const [ui, hub] = await Promise.all([loadUiResources(lng), loaders[lng]()]);
  const texts = { ...ui, ...hub };
  for (const [ns, bundle] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, bundle);
  }
  await instance.changeLanguage(lng);
}

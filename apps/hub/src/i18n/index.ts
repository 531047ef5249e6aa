import { createI18n, type Language } from '@member-hub/ui';
import { type i18n } from 'i18next';

import { hubJa } from './locales/ja';

export const HUB_NAMESPACES = ['app', 'login', 'register'] as const;

/**
 * The hub's texts by language, loaded on demand: Japanese (the source of copy, what the hub shows)
 * is in the entry chunk; English comes in its own chunk only when asked for, so `/login` does not
 * download it.
 */
const loaders: Record<Language, () => Promise<typeof hubJa | Record<string, unknown>>> = {
  ja: async () => hubJa,
  en: async () => (await import('./locales/en')).hubEn,
};

/** The ui package's namespaces (common, shell, profileForm) plus the hub's Japanese ones. */
export function createHubI18n(): i18n {
  return createI18n({ lng: 'ja', resources: { ja: hubJa } });
}

/** Switches `instance` to `lng`, loading the hub's texts of that language first. */
export async function switchHubLanguage(instance: i18n, lng: Language): Promise<void> {
  const texts = await loaders[lng]();
  for (const [ns, bundle] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, bundle);
  }
  await instance.changeLanguage(lng);
}

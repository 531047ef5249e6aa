import { createJapaneseI18n, type Language, loadUiResources } from '@member-hub/ui';
import { type i18n } from 'i18next';

import type { hubJa } from './locales/ja';
import { app } from './locales/ja/app';
import { login } from './locales/ja/login';

export const HUB_NAMESPACES = ['app', 'login', 'register', 'migration', 'kantan'] as const;

/**
 * The hub's texts by language, loaded on demand: the entry chunk holds only the Japanese texts of
 * the login screen and of every screen's frame (`app`, `login`; the ui package's `common`,
 * `shell`); the other screens' Japanese texts (`register`, `migration`, `kantan`, the ui package's
 * `profileForm`) come in a chunk of their own with the first other screen (`loadHubTexts`), and
 * English (the hub's and the ui package's) only when asked for, so `/login` downloads neither.
 */
const loaders: Record<Language, () => Promise<typeof hubJa | Record<string, unknown>>> = {
  ja: async () => (await import('./locales/ja')).hubJa,
  en: async () => (await import('./locales/en')).hubEn,
};

/**
 * The browser's instance: the Japanese texts of the login screen and of the frame only. Call
 * `loadHubTexts` before any other screen renders (the route table does, with the screen's chunk).
 */
export function createHubEntryI18n(): i18n {
  return createJapaneseI18n({ resources: { ja: { app, login } } });
}

/** Adds the other screens' Japanese texts (the hub's and the ui package's) to `instance`. */
export async function loadHubTexts(instance: i18n): Promise<void> {
  const [ui, hub] = await Promise.all([loadUiResources('ja'), loaders.ja()]);
  addMissingBundles(instance, 'ja', { ...ui, ...hub });
}

/** Switches `instance` to `lng`, loading the ui package's and the hub's texts of it first. */
export async function switchHubLanguage(instance: i18n, lng: Language): Promise<void> {
  const [ui, hub] = await Promise.all([loadUiResources(lng), loaders[lng]()]);
  addMissingBundles(instance, lng, { ...ui, ...hub });
  await instance.changeLanguage(lng);
}

function addMissingBundles(instance: i18n, lng: Language, texts: Record<string, unknown>): void {
  for (const [ns, bundle] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, bundle);
  }
}

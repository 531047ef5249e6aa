import { type i18n } from 'i18next';
import { type CreateI18nOptions, initI18n } from './init';
import { common } from './locales/ja/common';
import { shell } from './locales/ja/shell';
import { type Language, type LocaleResources } from './types';

export { createI18n } from './create-i18n';
export {
  type Language,
  LANGUAGES,
  type LocaleResources,
  type Translation,
  type UiNamespace,
  type UiResources,
} from './types';

export { uiResources } from './resources';
/**
 * The profile form's Japanese texts alone, for an app whose every screen shows the form (the
 * profile app adds them to `createJapaneseI18n`'s instance); an app that shows it on some screens
 * only loads them with those screens (`loadUiResources('ja')`).
 */
export { profileForm as profileFormJa } from './locales/ja/profileForm';
export { type CreateI18nOptions, DEFAULT_LANGUAGE, UI_NAMESPACES } from './init';
/**
 * As `createI18n`, with this package's Japanese texts of the frame only (`common`, `shell`), for an
 * app whose first screen must stay small: the profile form's texts and English are not in the
 * caller's bundle (chunks of their own, see `loadUiResources`). Before a profile form renders, add
 * `await loadUiResources('ja')` to the instance; before switching to English,
 * `await loadUiResources('en')`.
 */
export function createJapaneseI18n(options: Omit<CreateI18nOptions, 'lng'> = {}): i18n {
  return initI18n({ ja: { common, shell } }, { ...options, lng: 'ja' });
}

/** This package's texts of one language (every namespace), loaded on demand. */
export async function loadUiResources(lng: Language): Promise<LocaleResources> {
  return lng === 'ja' ? (await import('./locales/ja')).ja : (await import('./locales/en')).en;
}

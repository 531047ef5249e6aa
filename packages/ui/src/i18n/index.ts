import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { ja } from './locales/ja';
import { type Language, LANGUAGES, type LocaleResources, type UiNamespace } from './types';

export {
  type Language,
  LANGUAGES,
  type LocaleResources,
  type Translation,
  type UiNamespace,
  type UiResources,
} from './types';

/** Resources of this package: Japanese first (default and source of copy), English second. */
export const uiResources = { ja, en } as const;
export const DEFAULT_LANGUAGE: Language = 'ja';
export const UI_NAMESPACES = ['common', 'shell', 'profileForm'] as const satisfies readonly UiNamespace[];

export interface CreateI18nOptions {
  /** Language to start with; Japanese by default. */
  lng?: Language;
  /** More namespaces (an app's own phrases), by language; merged with the ui resources. */
  resources?: Resource;
  /** Default namespace for `t` without a prefix; `common` by default. */
  defaultNS?: string;
}

/**
 * A new, initialised i18next instance wired to react-i18next. No global side effect on the
 * default i18next instance: give the result to `<I18nextProvider i18n={…}>`.
 * Resources are bundled, so the instance is ready when this returns (initAsync: false).
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  return initI18n(uiResources, options);
}

/**
 * As `createI18n`, with this package's Japanese texts only: English is not in the caller's
 * bundle (its own chunk, see `loadUiResources`), for an app whose first screen must stay small.
 * Before switching to English, add `await loadUiResources('en')` to the instance.
 */
export function createJapaneseI18n(options: Omit<CreateI18nOptions, 'lng'> = {}): i18n {
  return initI18n({ ja }, { ...options, lng: 'ja' });
}

/** This package's texts of one language; English is loaded on demand. */
export async function loadUiResources(lng: Language): Promise<LocaleResources> {
  return lng === 'ja' ? ja : (await import('./locales/en')).en;
}

function initI18n(ui: Partial<Record<Language, LocaleResources>>, options: CreateI18nOptions): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    const own = { ...ui[lng], ...options.resources?.[lng] };
    if (Object.keys(own).length > 0) resources[lng] = own;
  }
  const namespaces = new Set<string>(UI_NAMESPACES);
  for (const lng of Object.keys(options.resources ?? {})) {
    for (const ns of Object.keys(options.resources?.[lng] ?? {})) namespaces.add(ns);
  }
  void instance.use(initReactI18next).init({
    lng: options.lng ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    ns: [...namespaces],
    defaultNS: options.defaultNS ?? 'common',
    initAsync: false,
    // React escapes already.
    interpolation: { escapeValue: false },
  });
  return instance;
}

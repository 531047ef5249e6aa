import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, LANGUAGES, type LocaleResources, type UiNamespace } from './types';

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

/** An i18next instance with these resources (createI18n, createJapaneseI18n). */
export function initI18n(
  ui: Partial<Record<Language, Partial<LocaleResources>>>,
  options: CreateI18nOptions,
): i18n {
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

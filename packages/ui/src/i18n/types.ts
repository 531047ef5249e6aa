import type { ja } from './locales/ja';

/** Same keys as `T`, every leaf a string: the shape every other language must follow. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** The Japanese resources (source of copy) by namespace. */
export type UiResources = typeof ja;
export type LocaleResources = Translation<UiResources>;
export type UiNamespace = keyof UiResources;

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

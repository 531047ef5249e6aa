import { en } from './locales/en';
import { ja } from './locales/ja';

/**
 * Resources of this package: Japanese first (default and source of copy), English second. A module
 * of its own, so that an app importing only `createJapaneseI18n` and `loadUiResources` keeps the
 * profile form's Japanese and all English out of its first chunk.
 */
export const uiResources = { ja, en } as const;

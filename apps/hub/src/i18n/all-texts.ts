import { createJapaneseI18n, uiResources } from '@member-hub/ui';
import { type i18n } from 'i18next';

import { hubJa } from './locales/ja';

/**
 * An instance with every Japanese text of the ui package (common, shell, profileForm) and of the
 * hub, ready when this returns: for the build-time prerender and the tests. The browser starts
 * with the login screen's texts only (`createHubEntryI18n`). A module of its own, so that the
 * entry chunk does not hold the other screens' texts.
 */
export function createHubI18n(): i18n {
  return createJapaneseI18n({ resources: { ja: { ...hubJa, profileForm: uiResources.ja.profileForm } } });
}

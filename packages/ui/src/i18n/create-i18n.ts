import { type i18n } from 'i18next';

import { type CreateI18nOptions, initI18n } from './init';
import { uiResources } from './resources';

/**
 * A new, initialised i18next instance wired to react-i18next, with every text of this package in
 * both languages. No global side effect on the default i18next instance: give the result to
 * `<I18nextProvider i18n={…}>`. Resources are bundled, so the instance is ready when this returns
 * (initAsync: false).
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  return initI18n(uiResources, options);
}

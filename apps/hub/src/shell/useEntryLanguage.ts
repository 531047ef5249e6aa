import { LANGUAGES } from '@member-hub/ui';
import { firstSupportedLanguage } from '@member-hub/validators';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { switchHubLanguage } from '../i18n';

/**
 * The screens' language for an entry: the first of its `ui_locales` (an OpenID Connect request's,
 * passed on by the authentication host) that the hub has, else Japanese, the product's language.
 * The page's `lang` follows, so that screen readers read the texts in their language.
 */
export function useEntryLanguage(uiLocales: string | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const lng = firstSupportedLanguage(uiLocales, LANGUAGES) ?? 'ja';
    const applied = () => {
      document.documentElement.lang = lng;
    };
    if (i18n.language === lng) applied();
    else void switchHubLanguage(i18n, lng).then(applied);
  }, [uiLocales, i18n]);
}

/**
 * The sign-in hints of an OpenID Connect authorization request (OIDC Core §3.1.2.1), as the hub can
 * use them: `login_hint` pre-fills the login screen's e-mail field, `ui_locales` picks the screens'
 * language. The authentication host passes them on to the hub's `/login` and the hub applies them;
 * both judge them by these functions, so a hint the hub cannot use is never carried.
 */
import { isValidEmail } from './email-rules';

/**
 * The hint when it is an e-mail address the login screen accepts; undefined otherwise (OIDC leaves
 * the hint's form to the provider: a `sub`, a telephone number or anything else is not ours to show).
 */
export function emailLoginHint(loginHint: string | null | undefined): string | undefined {
  const hint = loginHint?.trim();
  return hint && isValidEmail(hint) ? hint : undefined;
}

/**
 * The first of the space-separated language tags of `ui_locales` (preference order, BCP 47) whose
 * primary language is one of `supported` (`en-US` → `en`); undefined when none is.
 */
export function firstSupportedLanguage<L extends string>(
  uiLocales: string | null | undefined,
  supported: readonly L[],
): L | undefined {
  for (const tag of (uiLocales ?? '').split(' ')) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const found = supported.find((lng) => lng === primary);
    if (found) return found;
  }
  return undefined;
}

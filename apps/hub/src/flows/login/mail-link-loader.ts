import { EntryMode } from '@member-hub/enums';

import { mailLinkLoader } from '../../components/mail-link-loader';
import { RoutePath } from '../../route-paths';
import { completeMailLinkReturn, type MailReturnResult } from '../shared/email-link';

const NEXT: Record<MailReturnResult['kind'], string> = {
  complete: RoutePath.loginComplete,
  'browser-changed': RoutePath.loginBrowserChanged,
  expired: RoutePath.loginValidateTimeout,
  'not-member': RoutePath.loginValidateError,
  'back-to-login': RoutePath.login,
};

/**
 * /login/validate/email as a route loader — opened from the mail (referenceKey, mode=login: the
 * login mail's mode, ours, as the spec's lookup modes name none for login) and again by Firebase
 * (sign-in link).
 */
export const loginValidateEmailLoader = mailLinkLoader({
  timeoutPath: RoutePath.loginValidateTimeout,
  usedPath: RoutePath.loginValidateUsed,
  browserChangedPath: RoutePath.loginBrowserChanged,
  continuePath: RoutePath.loginComplete,
  mailMode: EntryMode.Login,
  completeReturn: async (services, context, href) =>
    NEXT[(await completeMailLinkReturn(services, context, href)).kind],
});

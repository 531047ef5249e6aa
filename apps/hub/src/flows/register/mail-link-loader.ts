import { MailLinkMode } from '@member-hub/enums';

import { mailLinkLoader } from '../../components/mail-link-loader';
import { RoutePath } from '../../route-paths';
import { completeRegisterMailReturn, type RegisterReturnResult } from './register';

const NEXT: Record<RegisterReturnResult['kind'], string> = {
  profile: RoutePath.registerProfile,
  'browser-changed': RoutePath.registerBrowserChanged,
  expired: RoutePath.registerValidateTimeout,
  'back-to-register': RoutePath.register,
};

/**
 * /register/validate/email as a route loader — opened from the registration mail (referenceKey,
 * mode=register) and again by Firebase (sign-in link with loginParamKey).
 */
export const registerValidateEmailLoader = mailLinkLoader({
  timeoutPath: RoutePath.registerValidateTimeout,
  usedPath: RoutePath.registerValidateUsed,
  browserChangedPath: RoutePath.registerBrowserChanged,
  continuePath: RoutePath.registerProfile,
  mailMode: MailLinkMode.Register,
  completeReturn: async (services, context, href) =>
    NEXT[(await completeRegisterMailReturn(services, context, href)).kind],
});

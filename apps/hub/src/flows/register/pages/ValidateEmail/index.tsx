import { MailLinkMode } from '@member-hub/enums';
import { useTranslation } from 'react-i18next';

import { MailLinkLanding, type MailLinkLandingProps } from '../../../../components/MailLinkLanding';
import { completeRegisterMailReturn, type RegisterReturnResult } from '../../register';
import { RoutePath } from '../../../../route-paths';

const NEXT: Record<RegisterReturnResult['kind'], string> = {
  profile: RoutePath.registerProfile,
  'browser-changed': RoutePath.registerBrowserChanged,
  expired: RoutePath.registerValidateTimeout,
  'back-to-register': RoutePath.register,
};

const completeReturn: MailLinkLandingProps['completeReturn'] = async (services, href) =>
  NEXT[(await completeRegisterMailReturn(services, href)).kind];

/**
 * /register/validate/email — opened from the registration mail (referenceKey, mode=register) and
 * again by Firebase (sign-in link with loginParamKey).
 */
export function RegisterValidateEmailPage() {
  const { t } = useTranslation('register');
  return (
    <MailLinkLanding
      heading={t('validate.opening')}
      timeoutPath={RoutePath.registerValidateTimeout}
      usedPath={RoutePath.registerValidateUsed}
      browserChangedPath={RoutePath.registerBrowserChanged}
      continuePath={RoutePath.registerProfile}
      mailMode={MailLinkMode.Register}
      completeReturn={completeReturn}
    />
  );
}

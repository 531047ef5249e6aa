import { EntryMode } from '@member-hub/enums';
import { useTranslation } from 'react-i18next';

import { MailLinkLanding, type MailLinkLandingProps } from '../../../../components/MailLinkLanding';
import { completeMailLinkReturn, type MailReturnResult } from '../../../shared/email-link';
import { RoutePath } from '../../../../route-paths';

const NEXT: Record<MailReturnResult['kind'], string> = {
  complete: RoutePath.loginComplete,
  'browser-changed': RoutePath.loginBrowserChanged,
  expired: RoutePath.loginValidateTimeout,
  'not-member': RoutePath.loginValidateError,
  'back-to-login': RoutePath.login,
};

const completeReturn: MailLinkLandingProps['completeReturn'] = async (services, href) =>
  NEXT[(await completeMailLinkReturn(services, href)).kind];

/**
 * /login/validate/email — opened from the mail (referenceKey, mode=login: the login mail's mode,
 * ours, as the spec's lookup modes name none for login) and again by Firebase (sign-in link).
 */
export function ValidateEmailPage() {
  const { t } = useTranslation('login');
  return (
    <MailLinkLanding
      heading={t('validate.opening')}
      timeoutPath={RoutePath.loginValidateTimeout}
      usedPath={RoutePath.loginValidateUsed}
      browserChangedPath={RoutePath.loginBrowserChanged}
      continuePath={RoutePath.loginComplete}
      mailMode={EntryMode.Login}
      completeReturn={completeReturn}
    />
  );
}

import { useTranslation } from 'react-i18next';

import { MailLinkLanding } from '../../../../components/MailLinkLanding';

/**
 * /register/validate/email — opened from the registration mail (referenceKey, mode=register) and
 * again by Firebase (sign-in link with loginParamKey).
 */
export function RegisterValidateEmailPage() {
  const { t } = useTranslation('register');
  return <MailLinkLanding heading={t('validate.opening')} />;
}

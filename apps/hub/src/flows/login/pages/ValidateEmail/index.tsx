import { useTranslation } from 'react-i18next';

import { MailLinkLanding } from '../../../../components/MailLinkLanding';

/**
 * /login/validate/email — opened from the mail (referenceKey, mode=login: the login mail's mode,
 * ours, as the spec's lookup modes name none for login) and again by Firebase (sign-in link).
 */
export function ValidateEmailPage() {
  const { t } = useTranslation('login');
  return <MailLinkLanding heading={t('validate.opening')} />;
}

import '../../../shared/steps.css';

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { useProfileServices } from '../../../../shell/Providers';
import { RoutePath } from '../../../../route-paths';
import { PENDING_EMAIL_KEY } from '../../change-email';
import { changeEmailStateOf } from '../../hooks/useChangeEmailDeps';

/**
 * 027a_changeEmailError (/changeEmail/error, titled 登録エラー): the address and 'could not be
 * registered'. The address comes from the mail-link check, else from the change this browser asked for.
 */
export function ChangeEmailErrorPage() {
  const { t } = useTranslation('changeEmail');
  const location = useLocation();
  const { storage } = useProfileServices();
  const email = changeEmailStateOf(location.state)?.email ?? storage.getItem(PENDING_EMAIL_KEY) ?? '';
  return (
    <div className="ce-stack">
      <p className="ce-notice">
        {email ? <span className="ce-address">{t('error.address', { email })}</span> : null}
        {t('error.notRegistered')}
      </p>
      <p>{t('error.reason')}</p>
      <Link className="ce-link-button" to={RoutePath.changeEmail}>
        {t('error.retry')}
      </Link>
    </div>
  );
}

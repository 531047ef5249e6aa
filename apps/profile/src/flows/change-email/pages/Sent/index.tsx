import '../../../shared/steps.css';

import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { changeEmailStateOf } from '../../hooks/useChangeEmailDeps';
import { useProfileEditPath } from '../../hooks/useProfileEditPath';

/**
 * 025_changeEmail, the sent notice (確認メール送信): the change is not complete; follow the
 * mailed instructions without logging out.
 */
export function ChangeEmailSentPage() {
  const { t } = useTranslation('changeEmail');
  const location = useLocation();
  const profileEdit = useProfileEditPath();
  const state = changeEmailStateOf(location.state);
  if (!state) return <Navigate to={RoutePath.changeEmail} replace />;
  return (
    <div className="ce-stack">
      <p className="ce-notice">{t('sent.notComplete')}</p>
      <p className="ce-address">{t('sent.sentTo', { email: state.email })}</p>
      <p>{t('sent.instructions')}</p>
      <p>{t('sent.notArriving')}</p>
      <Link className="ce-link-button ce-link-button--secondary" to={profileEdit}>
        {t('sent.back')}
      </Link>
    </div>
  );
}

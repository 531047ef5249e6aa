import { Button } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { MailCodeEntry } from '../../../../components/MailElsewhere';
import { APP_LINK_QUERY, HelpLink } from '../../../../shell/links';
import { isMailSentState } from '../../../shared/hooks/useMailStep';
import { RoutePath } from '../../../../route-paths';

/** 005_sendMailComplete 'ログインメール送信完了' (hub spec §2). */
export function SendMailCompletePage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { state } = useLocation();
  const { client, variant } = useClientVariant();
  // Only reached after sending by e-mail; any other auth mode goes back to /login.
  if (!isMailSentState(state)) return <Navigate to={RoutePath.login} replace />;
  const showAppLinkHelp = variant.offersAppLinkHelp && (client?.returnUrl.includes(APP_LINK_QUERY) ?? false);
  return (
    <div className="hub-stack">
      <p className="hub-email">{t('sent.lead', { email: state.email })}</p>
      <p>{t('sent.instruction')}</p>
      <p>{t('sent.wrongAddress')}</p>
      <MailCodeEntry email={state.email} mode="login" resendPath={RoutePath.login} />
      <ul className="hub-list">
        <li>
          <Link className="hub-link" to={RoutePath.loginSendNotArriving} state={state}>
            {t('sent.notArriving')}
          </Link>
        </li>
        <li>
          <a className="hub-link" href={HelpLink.login}>
            {t('sent.help')}
          </a>
        </li>
        {showAppLinkHelp ? (
          <li>
            <a className="hub-link" href={HelpLink.appLink}>
              {t('sent.appLinkHelp')}
            </a>
          </li>
        ) : null}
      </ul>
      <Button variant="secondary" block onClick={() => void navigate(RoutePath.login)}>
        {t('sent.back')}
      </Button>
    </div>
  );
}

import { Button } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';

import { MailCodeEntry } from '../../../../components/MailElsewhere';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { isMailSentState } from '../../../shared/hooks/useMailStep';

/** The register mail was sent (our path /register/send/complete). */
export function RegisterSendCompletePage() {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const { state } = useLocation();
  const services = useHubServices();
  if (!isMailSentState(state)) return <Navigate to={RoutePath.register} replace />;
  return (
    <div className="hub-stack">
      <p className="hub-email">{t('sent.body', { email: state.email })}</p>
      <p>{t('sent.note')}</p>
      {/* A signed-in member's address registration (authRegist) is mailed without a code. */}
      {services.identity.currentUser() ? null : (
        <MailCodeEntry email={state.email} mode="register" resendPath={RoutePath.register} />
      )}
      <p>
        <Link className="hub-link" to={RoutePath.loginSendNotArriving}>
          {t('choice.mailNotArriving')}
        </Link>
      </p>
      <Button variant="secondary" block onClick={() => void navigate(RoutePath.register)}>
        {t('sent.back')}
      </Button>
    </div>
  );
}

import { Button } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';

/**
 * Registration completion (id prf_cpt_new): heading 登録が完了しました (our wording of
 * 'registration completed'), the e-mail the member can log in with, and OK → the hand-back
 * (loginComplete asks for the authorization code and returns the browser to the service).
 */
export function RegisterCompletePage() {
  const { t } = useTranslation('register');
  const services = useHubServices();
  const navigate = useNavigate();
  const email = services.identity.currentUser()?.email ?? null;
  return (
    <div id="prf_cpt_new" className="hub-stack">
      <h2 className="hub-h2">{t('complete.heading')}</h2>
      <p>{email ? t('complete.body', { email }) : t('complete.bodyNoEmail')}</p>
      <Button block onClick={() => void navigate(RoutePath.loginComplete, { replace: true })}>
        {t('complete.ok')}
      </Button>
    </div>
  );
}

import { Button, HelpContact } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { deployment } from '@member-hub/app-kit/config';

/** /daccountRegister/incorrect (daccountIncorrectAccessError): missing process or tokens. */
export function DaccountIncorrectPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <div className="hub-stack">
      <p>{t('daccount.incorrect')}</p>
      <Button variant="secondary" block onClick={() => void navigate(RoutePath.login)}>
        {t('daccount.backToLogin')}
      </Button>
      <HelpContact {...deployment.support} />
    </div>
  );
}

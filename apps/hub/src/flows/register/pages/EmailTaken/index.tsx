import { Button } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';

/** 409 email.taken: the address is already registered, with a way to login. */
export function RegisterEmailTakenPage() {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{t('taken.heading')}</h2>
        <p>{t('taken.body')}</p>
      </div>
      <Button block onClick={() => void navigate(RoutePath.login)}>
        {t('taken.toLogin')}
      </Button>
    </div>
  );
}

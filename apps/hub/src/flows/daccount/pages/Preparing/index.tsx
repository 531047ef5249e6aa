import { Button } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';

/** /daccountRegister — the carrier-account flow is a later issue; until then it says so. */
export function DaccountPreparingPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <div className="hub-stack">
      <p>{t('daccount.preparing')}</p>
      <Button variant="secondary" block onClick={() => navigate(RoutePath.login)}>
        {t('daccount.backToLogin')}
      </Button>
    </div>
  );
}

import { Button } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';

export type RegisterErrorKind = '003a' | '003b' | '003c' | 'provider';

/**
 * The shared register error page (hub spec §2, §8): 003a Google account already registered,
 * 003b page expired after 30 minutes, 003c d-account already registered; 'provider' (ours) for a
 * failed provider sign-in at /register/provider/error.
 */
export function RegisterErrorPage({ kind }: { kind: RegisterErrorKind }) {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  return (
    <div className="hub-stack">
      <div className="hub-alert">
        <h2 className="hub-alert__heading">{t('error.heading')}</h2>
        <p>{t(`error.${kind}`)}</p>
      </div>
      {kind === '003a' || kind === '003c' ? (
        <Button block onClick={() => navigate(RoutePath.login)}>
          {t('error.toLogin')}
        </Button>
      ) : null}
      <Button variant="secondary" block onClick={() => navigate(RoutePath.register)}>
        {t('error.back')}
      </Button>
    </div>
  );
}

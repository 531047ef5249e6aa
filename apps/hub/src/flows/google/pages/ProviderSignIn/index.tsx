import { Button, LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { isWebView } from '@member-hub/validators';
import { useGoogleLogin } from '../../../shared/hooks/useGoogleLogin';
import { useGoogleRegister } from '../../../shared/hooks/useGoogleRegister';
import { providerScreenOf } from '../../provider';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';

/**
 * 900_loginWithProvider (/login/provider) and 003_register (/register/provider): sign-in or
 * registration by provider for a member a service sent straight there (`provider` query). The
 * Google popup opens from the button (browsers block a popup that no tap opened); everything
 * after it is the same flow as the Google buttons of the choice screens.
 */
export function ProviderSignInPage({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation(mode);
  const services = useHubServices();
  const [search] = useSearchParams();
  const { variant } = useClientVariant();
  const googleLogin = useGoogleLogin();
  const googleRegister = useGoogleRegister();
  const google = mode === 'login' ? googleLogin : googleRegister;
  const choice = mode === 'login' ? RoutePath.login : RoutePath.register;

  const screen = providerScreenOf(
    search.get('provider'),
    variant.offersGoogle && !isWebView(services.userAgent),
  );
  if (screen.kind === 'daccount') return <Navigate to={RoutePath.daccountRegister} replace />;
  if (screen.kind === 'choice') return <Navigate to={choice} replace />;

  return (
    <div className="hub-stack">
      <p>{t('provider.lead')}</p>
      <Button block disabled={google.busy} onClick={() => void google.start()}>
        {mode === 'login' ? t('select.google', { ns: 'login' }) : t('choice.google', { ns: 'register' })}
      </Button>
      <p className="hub-section">
        <Link className="hub-link" to={choice}>
          {t('provider.toChoice')}
        </Link>
      </p>
      <LoaderOverlay active={google.busy} delayMs={0} />
    </div>
  );
}

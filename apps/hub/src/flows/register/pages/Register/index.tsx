import { DAccountProcess } from '@member-hub/enums';
import { Button, LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';

import { useHydrated } from '@member-hub/app-kit/prerender';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { isWebView } from '@member-hub/validators';
import { useGoogleRegister } from '../../../shared/hooks/useGoogleRegister';
import { registerChoice, usesAuthenRegister } from '../../register';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { HelpLink } from '../../../../shell/links';
import { UnfinishedRegistration, useUnfinishedRegistration } from './UnfinishedRegistration';

/**
 * /register, /authenRegister and /AuthenRegister — the registration method choice (hub spec §2
 * "Register"): mail, Google (community, not in a web view), d-account (hidden with hidden=1; the
 * d-account flow is a later issue: its placeholder page), go to login (community only), and links
 * for e-mail trouble and mail not arriving. /register moves to /authenRegister when
 * needs_authen_reg=auth or for the members service. A registration left before the profile
 * (signed in, no member yet) is offered to be finished or started again instead (0037).
 */
export function RegisterPage({ authen = false }: { authen?: boolean }) {
  const { t } = useTranslation('register');
  const services = useHubServices();
  const navigate = useNavigate();
  const { client, variant } = useClientVariant();
  const { start: google, busy } = useGoogleRegister();
  // Prerendered: the choices act once the scripts have taken the page over, and once it is known
  // that this is no registration left before the profile (signed in without a member record),
  // which is offered to be finished or restarted instead.
  const hydrated = useHydrated();
  const { unfinished, checked, startAgain } = useUnfinishedRegistration();
  const ready = hydrated && checked;

  if (!authen && usesAuthenRegister(client, variant))
    return <Navigate to={RoutePath.authenRegister} replace />;

  const webView = isWebView(services.userAgent);
  const choice = registerChoice(client, variant, webView);
  if (unfinished) return <UnfinishedRegistration onStartAgain={startAgain} />;

  return (
    <div className="hub-stack">
      <p>{t('choice.lead')}</p>
      <Button block disabled={!ready} onClick={() => void navigate(RoutePath.registerEmail)}>
        {t('choice.email')}
      </Button>
      {webView && variant.offersGoogle ? <p className="hub-note">{t('choice.webViewGoogleNote')}</p> : null}
      {choice.google ? (
        <Button variant="secondary" block disabled={busy || !ready} onClick={() => void google()}>
          {t('choice.google')}
        </Button>
      ) : null}
      {choice.daccount ? (
        <Button
          variant="secondary"
          block
          disabled={!ready}
          onClick={() => void navigate(`${RoutePath.daccountRegister}?process=${DAccountProcess.Register}`)}
        >
          {t('choice.daccount')}
        </Button>
      ) : null}
      <div>
        <ul className="hub-list">
          <li>
            <a className="hub-link" href={HelpLink.registerEmail}>
              {t('choice.emailTrouble')}
            </a>
          </li>
          <li>
            <Link className="hub-link" to={RoutePath.loginSendNotArriving}>
              {t('choice.mailNotArriving')}
            </Link>
          </li>
          <li>
            <Link className="hub-link" to={RoutePath.termsOfService}>
              {t('choice.terms')}
            </Link>
          </li>
        </ul>
      </div>
      {choice.goToLogin ? (
        <p className="hub-section">
          <Link className="hub-link" to={RoutePath.login}>
            {t('choice.toLogin')}
          </Link>
        </p>
      ) : null}
      <LoaderOverlay active={busy} delayMs={0} />
    </div>
  );
}

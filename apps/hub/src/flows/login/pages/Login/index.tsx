import { Button, LoaderOverlay } from '@member-hub/ui';
import { emailLoginHint, maskSavedEmail } from '@member-hub/validators';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useHydrated } from '@member-hub/app-kit/prerender';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { isWebView } from '@member-hub/validators';
import { EmailLoginForm } from '../../../../components/EmailLoginForm';
import { useEmailLogin } from '../../hooks/useEmailLogin';
import { useGoogleLogin } from '../../../shared/hooks/useGoogleLogin';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';

/** /login — the login method selection (hub spec §2 "Login"). */
export function LoginPage() {
  const { t } = useTranslation('login');
  const services = useHubServices();
  const navigate = useNavigate();
  const { client, variant } = useClientVariant();
  const { send, busy } = useEmailLogin();
  const [saved, setSaved] = useState<string | null>(null);
  const { start: google, busy: googleBusy } = useGoogleLogin();
  // Prerendered: the buttons act once the scripts have taken the page over.
  const hydrated = useHydrated();

  useEffect(() => {
    let active = true;
    void services.savedEmail.load().then((email) => {
      if (active) setSaved(email && maskSavedEmail(email) ? email : null);
    });
    return () => {
      active = false;
    };
  }, [services.savedEmail]);

  const webView = isWebView(services.userAgent);
  const showGoogle = variant.offersGoogle && !webView;
  const showDaccount = client?.hidden !== '1';

  const masked = saved ? maskSavedEmail(saved) : null;
  return (
    <div className="hub-stack">
      <p>{t('select.lead')}</p>
      {saved && masked ? (
        <section className="hub-stack" aria-labelledby="saved-heading">
          <h2 id="saved-heading" className="hub-h2">
            {t('select.savedHeading')}
          </h2>
          <Button block disabled={busy} onClick={() => void send(saved)}>
            {t('select.savedButton', { email: masked })}
          </Button>
        </section>
      ) : null}
      <section className="hub-stack" aria-labelledby="email-heading">
        <h2 id="email-heading" className="hub-h2">
          {t('select.emailHeading')}
        </h2>
        <EmailLoginForm onSubmit={send} busy={busy} initialEmail={emailLoginHint(client?.login_hint)} />
        {webView && variant.offersGoogle ? <p className="hub-note">{t('select.webViewGoogleNote')}</p> : null}
      </section>
      {showGoogle || showDaccount ? (
        <section className="hub-section hub-stack" aria-labelledby="other-heading">
          <h2 id="other-heading" className="hub-h2">
            {t('select.otherHeading')}
          </h2>
          {showGoogle ? (
            <Button
              variant="secondary"
              block
              disabled={googleBusy || !hydrated}
              onClick={() => void google()}
            >
              {t('select.google')}
            </Button>
          ) : null}
          {showDaccount ? (
            <Button
              variant="secondary"
              block
              disabled={!hydrated}
              onClick={() =>
                void navigate(RoutePath.daccountRegister, {
                  state: { process: 'login', from: RoutePath.login },
                })
              }
            >
              {t('select.daccount')}
            </Button>
          ) : null}
        </section>
      ) : null}
      <p className="hub-section">
        <Link className="hub-link" to={RoutePath.register}>
          {t('select.register')}
        </Link>
      </p>
      <LoaderOverlay active={busy || googleBusy} delayMs={0} />
    </div>
  );
}

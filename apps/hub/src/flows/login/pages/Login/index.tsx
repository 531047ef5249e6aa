import { DAccountProcess } from '@member-hub/enums';
import { Button, LoaderOverlay, PasskeySignIn } from '@member-hub/ui';
import { emailLoginHint, maskSavedEmail } from '@member-hub/validators';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useHydrated } from '@member-hub/app-kit/prerender';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { isWebView } from '@member-hub/validators';
import { EmailLoginForm } from '../../../../components/EmailLoginForm';
import { useEmailLogin } from '../../hooks/useEmailLogin';
import { useGoogleLogin } from '../../../shared/hooks/useGoogleLogin';
import { useHubServices } from '../../../../shell/ServicesContext';
import { usePasskeyLogin } from '../../../shared/hooks/usePasskeyLogin';
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
  const passkey = usePasskeyLogin();
  const emailInputId = useId();

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
      {passkey.supported ? (
        <section className="hub-stack" aria-labelledby="passkey-heading">
          <h2 id="passkey-heading" className="hub-h2">
            {t('passkey.heading')}
          </h2>
          <PasskeySignIn
            state={passkey.state}
            buttonLabel={t('passkey.button')}
            explanation={t('passkey.explanation')}
            message={passkey.state === 'failed' ? t('passkey.failed') : t('passkey.cancelled')}
            mailLinkLabel={t('passkey.mailLink')}
            onStart={() => void passkey.start()}
            // One tap: the address used last time gets its mail; else the e-mail field, ready to type.
            onMailLink={() => {
              if (saved) void send(saved);
              else document.getElementById(emailInputId)?.focus();
            }}
          />
        </section>
      ) : null}
      <section className="hub-stack" aria-labelledby="email-heading">
        <h2 id="email-heading" className="hub-h2">
          {t('select.emailHeading')}
        </h2>
        <EmailLoginForm
          onSubmit={send}
          busy={busy}
          initialEmail={emailLoginHint(client?.login_hint)}
          inputId={emailInputId}
          // The browser's passkey suggestions on the field (conditional mediation): `webauthn` last.
          autoComplete="username webauthn"
        />
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
              onClick={() => void navigate(`${RoutePath.daccountRegister}?process=${DAccountProcess.Login}`)}
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
      <LoaderOverlay active={busy || googleBusy || passkey.state === 'busy'} delayMs={0} />
    </div>
  );
}

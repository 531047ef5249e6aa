import { Button, LoaderOverlay } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { EmailLoginForm } from '../../containers/EmailLoginForm';
import { sendRegisterMail, startEmptyMailRegistration } from '../../flows/register';
import { useHubServices } from '../../providers/services';
import { RoutePath } from '../../route-paths';

/** State passed to the register sent page; without it the page goes back to /register. */
export interface RegisterSentState {
  readonly authMode: 'email';
  readonly email: string;
}

/**
 * /AuthenRegister/Email — the e-mail registration step: the e-mail form (save login parameters →
 * mailLinks!register → the sent page; 409 → the 'already registered' page) and the "empty mail"
 * option (a mail draft to the registration address with the loginParamKey in subject and body).
 */
export function RegisterEmailPage() {
  const { t } = useTranslation('register');
  const app = useTranslation('app');
  const services = useHubServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function send(email: string) {
    setBusy(true);
    const result = await sendRegisterMail(services, email);
    setBusy(false);
    switch (result.kind) {
      case 'sent':
        navigate(RoutePath.registerSendComplete, {
          state: { authMode: 'email', email } satisfies RegisterSentState,
        });
        return;
      case 'taken':
        navigate(RoutePath.registerEmailTaken);
        return;
      case 'no-client':
        services.policy.genericError();
        return;
      case 'timeout':
        services.policy.handle(result.error);
        return;
      case 'failed':
        console.error('[hub] register mail', result.error);
        window.alert(app.t('alert.loginRetry'));
        return;
    }
  }

  async function emptyMail() {
    setBusy(true);
    const result = await startEmptyMailRegistration(services);
    setBusy(false);
    if (result.kind === 'draft') services.assign(result.href);
    else if (result.kind === 'no-client') services.policy.genericError();
    else if (result.kind === 'timeout') services.policy.handle(result.error);
    else window.alert(app.t('alert.loginRetry'));
  }

  return (
    <div className="hub-stack">
      <EmailLoginForm onSubmit={send} busy={busy} submitLabel={t('email.submit')} hint={t('email.lead')} />
      <section className="hub-section hub-stack" aria-labelledby="empty-mail-heading">
        <h2 id="empty-mail-heading" className="hub-h2">
          {t('email.emptyMailHeading')}
        </h2>
        <p>{t('email.emptyMailLead')}</p>
        <Button variant="secondary" block disabled={busy} onClick={() => void emptyMail()}>
          {t('email.emptyMail')}
        </Button>
      </section>
      <LoaderOverlay active={busy} delayMs={0} />
    </div>
  );
}

import { Button, LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { EmailLoginForm } from '../../../../components/EmailLoginForm';
import { useMailStep } from '../../../../hooks/useMailStep';
import { sendRegisterMail, startEmptyMailRegistration } from '../../register';
import { RoutePath } from '../../../../route-paths';

/** State passed to the register sent page; without it the page goes back to /register. */

/**
 * /AuthenRegister/Email — the e-mail registration step: the e-mail form (save login parameters →
 * mailLinks!register → the sent page; 409 → the 'already registered' page) and the "empty mail"
 * option (a mail draft to the registration address with the loginParamKey in subject and body).
 */
export function RegisterEmailPage() {
  const { t } = useTranslation('register');
  const { run, sendMailLink, busy } = useMailStep();

  const send = (email: string) =>
    sendMailLink('register mail', sendRegisterMail, email, {
      sent: RoutePath.registerSendComplete,
      refused: RoutePath.registerEmailTaken,
    });

  const emptyMail = () =>
    run('register empty mail', startEmptyMailRegistration, (result, services) =>
      services.assign(result.href),
    );

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

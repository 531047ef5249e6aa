import { Button, LoaderOverlay } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmailLoginForm } from '../../../../components/EmailLoginForm';
import { MailCodeEntry } from '../../../../components/MailElsewhere';
import { useMailStep } from '../../../shared/hooks/useMailStep';
import { isEmptyMailPending, sendRegisterMail, startEmptyMailRegistration } from '../../register';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';

/** State passed to the register sent page; without it the page goes back to /register. */

/**
 * /AuthenRegister/Email — the e-mail registration step: the e-mail form (save login parameters →
 * mailLinks!register → the sent page; 409 → the 'already registered' page) and the "empty mail"
 * option (a mail draft to the registration address with the loginParamKey in subject and body).
 * Once the draft is opened, the code of the answer mail can be typed here: the
 * mail app usually opens the mail's button in its own browser, and this page never learns the
 * address the member's mail came from.
 */
export function RegisterEmailPage() {
  const { t } = useTranslation('register');
  const { run, sendMailLink, busy } = useMailStep();
  const services = useHubServices();
  // Shown again after a reload (the phone may drop the page while the mail app is open).
  const [emptyMailStarted, setEmptyMailStarted] = useState(() => isEmptyMailPending(services.storage));

  const send = (email: string) =>
    sendMailLink('register mail', sendRegisterMail, email, {
      sent: RoutePath.registerSendComplete,
      refused: RoutePath.registerEmailTaken,
    });

  const emptyMail = () =>
    run('register empty mail', startEmptyMailRegistration, (result, { assign }) => {
      setEmptyMailStarted(true);
      assign(result.href);
    });

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
      {emptyMailStarted ? (
        <MailCodeEntry
          mode="register"
          resendPath={RoutePath.register}
          heading={t('email.emptyMailCodeHeading')}
          lead={t('email.emptyMailCodeLead')}
          hint={t('email.emptyMailCodeHint')}
          notFoundMessage={t('email.emptyMailCodeNotArrived')}
        />
      ) : null}
      <LoaderOverlay active={busy} delayMs={0} />
    </div>
  );
}

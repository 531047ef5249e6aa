import '../../../shared/steps.css';

import { useMe } from '@member-hub/api-client/react';
import { EMAIL_SEND_LOADER_DELAY_MS } from '@member-hub/enums';
import { Button, LoaderOverlay } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { SignedInAgain, SignInAgain, useKeptPlace } from '../../../../components/SignInAgain';
import { RoutePath } from '../../../../route-paths';
import { needsSendAlert, sendChangeMail } from '../../change-email';
import { changeEmailStateOf, useChangeEmailDeps } from '../../hooks/useChangeEmailDeps';

/**
 * 025_changeEmail, confirmation (編集確認): the old and the new address; 'send' (600 ms debounce)
 * asks the server to mail the new address (POST mails!update), the loading view after 1.4 s,
 * then the sent notice. Another member's address: a message here. Other failures: the generic
 * alert, then back (profile spec §8 "E-mail send failure"). A sign-in older than 5 minutes: the
 * member signs in again and comes back here with the new address (components/SignInAgain).
 */
export function ChangeEmailConfirmPage() {
  const { t } = useTranslation('changeEmail');
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const { services, client } = useChangeEmailDeps();
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState(false);
  const [signInAgain, setSignInAgain] = useState(false);
  const kept = useKeptPlace(RoutePath.changeEmailConfirm);
  const state = changeEmailStateOf(location.state) ?? changeEmailStateOf(kept);
  if (!state) return <Navigate to={RoutePath.changeEmail} replace />;
  if (signInAgain)
    return (
      <SignInAgain
        reason="changeEmail"
        path={RoutePath.changeEmailConfirm}
        keep={() => ({ email: state.email })}
      />
    );

  const send = async () => {
    setBusy(true);
    const result = await sendChangeMail(services, {
      email: state.email,
      returnUrl: client?.returnUrl,
      referer: client?.referer ?? undefined,
    });
    setBusy(false);
    if (result.kind === 'sent') {
      void navigate(RoutePath.changeEmailSent, { replace: true, state: { email: state.email } });
    } else if (result.kind === 'taken') {
      setTaken(true);
    } else if (result.kind === 'signInAgain') {
      setSignInAgain(true);
    } else {
      services.policy.report(result.error, { flow: 'change-email', step: 'send' });
      // The policy shows the timeout dialog or leaves for the auth return / error page itself.
      if (!services.policy.handle(result.error) && needsSendAlert(result.error)) {
        await services.alerts.show({
          title: t('alert.title'),
          message: t('alert.failed'),
          closeLabel: t('alert.ok'),
        });
        void navigate(RoutePath.changeEmail, { state: { email: state.email } });
      }
    }
  };

  return (
    <div className="ce-stack">
      {kept ? <SignedInAgain /> : null}
      <p>{t('confirm.lead')}</p>
      <dl className="ce-pairs">
        <dt>{t('confirm.before')}</dt>
        <dd>{me.data?.email || t('input.currentNone')}</dd>
        <dt>{t('confirm.after')}</dt>
        <dd>{state.email}</dd>
      </dl>
      {taken ? (
        <p className="ce-error" role="alert">
          {t('confirm.taken')}
        </p>
      ) : null}
      <Button block disabled={busy} onClick={() => void send()}>
        {t('confirm.send')}
      </Button>
      <Button
        block
        variant="secondary"
        disabled={busy}
        onClick={() => void navigate(RoutePath.changeEmail, { state: { email: state.email } })}
      >
        {t('confirm.back')}
      </Button>
      <LoaderOverlay active={busy} delayMs={EMAIL_SEND_LOADER_DELAY_MS} heading={t('confirm.sending')} />
    </div>
  );
}

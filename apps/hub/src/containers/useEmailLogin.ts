import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { sendLoginMail } from '../flows/email-login';
import { useHubServices } from '../providers/services';
import { RoutePath } from '../route-paths';

/** State passed to the 005 page; without it the page goes back to /login. */
export interface SentState {
  readonly authMode: 'email';
  readonly email: string;
}

/** Sends the login mail and moves on by the flow's answer (screens only call `send`). */
export function useEmailLogin() {
  const services = useHubServices();
  const navigate = useNavigate();
  const { t } = useTranslation('app');
  const [busy, setBusy] = useState(false);

  async function send(email: string) {
    setBusy(true);
    const result = await sendLoginMail(services, email);
    setBusy(false);
    switch (result.kind) {
      case 'sent':
        navigate(RoutePath.loginSendComplete, { state: { authMode: 'email', email } satisfies SentState });
        return;
      case 'not-registered':
        navigate(RoutePath.loginValidateError);
        return;
      case 'no-client':
        services.policy.genericError();
        return;
      case 'timeout':
        services.policy.handle(result.error);
        return;
      case 'failed':
        console.error('[hub] login mail', result.error);
        window.alert(t('alert.loginRetry'));
        return;
    }
  }

  return { send, busy };
}

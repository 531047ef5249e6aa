import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isMailStepFailure, type MailStepFailure } from '../flows/email-login';
import { type HubServices, useHubServices } from '../providers/services';

/** State passed to a "mail sent" page; without it the page goes back to where the mail was asked for. */
export interface MailSentState {
  readonly authMode: 'email';
  readonly email: string;
}

export function mailSentState(email: string): MailSentState {
  return { authMode: 'email', email };
}

/**
 * Runs a mail step of a flow from a screen (the login mail, the registration mail, the empty-mail
 * draft): busy while it runs; the answers all steps share are handled alike (no client entry → the
 * generic error page, a timeout → the policy's dialog, any other failure → logged under `label`
 * and the alert to start again); the step's own answers go to `next`.
 */
export function useMailStep() {
  const services = useHubServices();
  const { t } = useTranslation('app');
  const [busy, setBusy] = useState(false);

  async function run<R extends { kind: string }>(
    label: string,
    step: (services: HubServices) => Promise<R | MailStepFailure>,
    next: (result: R, services: HubServices) => void,
  ) {
    setBusy(true);
    const result = await step(services);
    setBusy(false);
    if (!isMailStepFailure(result)) next(result as R, services);
    else if (result.kind === 'no-client') services.policy.genericError();
    else if (result.kind === 'timeout') services.policy.handle(result.error);
    else {
      console.error(`[hub] ${label}`, result.error);
      window.alert(t('alert.loginRetry'));
    }
  }

  return { run, busy };
}

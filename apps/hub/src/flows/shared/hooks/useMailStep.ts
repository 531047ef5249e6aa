import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { isMailStepFailure, mailStepAlertOf, type MailStepFailure } from '../email-login';
import { type HubServices, useHubServices } from '../../../shell/ServicesContext';
import { type ClientContext, useClientContext } from '@member-hub/app-kit/client-context';

/** State passed to a "mail sent" page; without it the page goes back to where the mail was asked for. */
export interface MailSentState {
  readonly authMode: 'email';
  readonly email: string;
}

/** Whether a "mail sent" page was opened with its state (not typed in, not reloaded elsewhere). */
export function isMailSentState(value: unknown): value is MailSentState {
  return typeof value === 'object' && value !== null && (value as MailSentState).authMode === 'email';
}

/** Where a mail link send goes: the sent page (with the address), or the page of the step's refusal. */
export interface MailLinkPaths {
  readonly sent: string;
  readonly refused: string;
}

/**
 * Runs a mail step of a flow from a screen (the login mail, the registration mail, the empty-mail
 * draft) with the navigation's client context: busy while it runs; the answers all steps share are handled alike (no client entry → the
 * generic error page, a timeout → the policy's dialog, any other failure → logged under `label`
 * and the in-page alert to start again, or when to retry a refused mail); the step's own answers go to `next`.
 * The alert is hub spec §8's rule for these screens, also for the statuses §7's general policy
 * would send elsewhere (500/503, no answer, 401/405): the catalogue is the more specific rule.
 * With the timeout flag already set (its dialog open), a failure shows no alert (§8).
 * `sendMailLink` is the usual case: a mail link to an address, sent or refused (by kind).
 */
export function useMailStep() {
  const services = useHubServices();
  const context = useClientContext();
  const navigate = useNavigate();
  const { t } = useTranslation('app');
  const [busy, setBusy] = useState(false);

  async function run<R extends { kind: string }>(
    label: string,
    step: (services: HubServices, context: ClientContext) => Promise<R | MailStepFailure>,
    next: (result: R, services: HubServices) => void,
  ) {
    setBusy(true);
    const outcome = await services.flows.run(label, () => step(services, context));
    setBusy(false);
    if (!outcome.ok) return;
    const result = outcome.value;
    if (!isMailStepFailure(result)) next(result as R, services);
    else if (result.kind === 'no-client') services.policy.genericError();
    else if (result.kind === 'timeout') services.policy.handle(result.error);
    else {
      services.policy.report(result.error, { step: label });
      if (!services.timeout.get()) {
        const alert = mailStepAlertOf(result.error);
        await services.alerts.show({
          message: t(alert.message),
          hint: t(alert.hint, { minutes: alert.minutes ?? 0 }),
        });
      }
    }
  }

  function sendMailLink<R extends { kind: string }>(
    label: string,
    send: (services: HubServices, context: ClientContext, email: string) => Promise<R | MailStepFailure>,
    email: string,
    paths: MailLinkPaths,
  ) {
    return run(
      label,
      (services, context) => send(services, context, email),
      (result) => {
        if (result.kind === 'sent')
          void navigate(paths.sent, { state: { authMode: 'email', email } satisfies MailSentState });
        else void navigate(paths.refused);
      },
    );
  }

  return { run, sendMailLink, busy };
}

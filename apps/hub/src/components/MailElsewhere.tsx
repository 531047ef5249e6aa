import { MAIL_CODE_LENGTH } from '@member-hub/enums';
import { OneTimeCodeForm } from '@member-hub/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import {
  confirmMailLinkHere,
  enterEmptyMailCode,
  enterMailCode,
  type SecondWayResult,
} from '../flows/shared/mail-elsewhere';
import { useHubServices } from '../shell/ServicesContext';
import { EmailLoginForm } from './EmailLoginForm';

type Mode = 'login' | 'register';
type Refusal = Exclude<SecondWayResult['kind'], 'following'>;

/** The message of a refused code or address (`app` namespace keys). */
const MESSAGE: Record<Refusal, string> = {
  wrong: 'mailElsewhere.wrongCode',
  locked: 'mailElsewhere.locked',
  expired: 'mailElsewhere.expired',
  used: 'mailElsewhere.used',
  'not-found': 'mailElsewhere.notFound',
  'rate-limited': 'mailElsewhere.rateLimited',
};

/** Refusals after which only a fresh mail helps. */
const NEEDS_FRESH_MAIL: ReadonlySet<Refusal> = new Set(['locked', 'expired', 'used', 'not-found']);

function useSecondWay() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const services = useHubServices();
  const run = async (step: () => Promise<SecondWayResult>) => {
    setBusy(true);
    // Timeouts and server failures go through the error policy (the flow runner).
    const outcome = await services.flows.run('mail-elsewhere', step);
    if (outcome.ok && outcome.value.kind !== 'following') setRefusal(outcome.value.kind);
    // Following: the page leaves; the button stays disabled meanwhile.
    if (!outcome.ok || outcome.value.kind !== 'following') setBusy(false);
  };
  return { services, busy, refusal, run };
}

/**
 * On a "mail sent" page: the mail's 6-digit code, for when its button opened
 * somewhere else (a mail app's own browser). Right → the sign-in goes on in this browser.
 * Without `email` (the "empty mail" registration: this browser never learns the address the
 * member's mail came from) the code alone names the newest mail of this browser's request; the
 * page then gives its own heading, lead and hint.
 */
export function MailCodeEntry({
  email,
  mode,
  resendPath,
  heading,
  lead,
  hint,
  notFoundMessage,
}: {
  email?: string;
  mode: Mode;
  resendPath: string;
  heading?: string;
  lead?: string;
  hint?: string;
  /** Said instead of 'not found, send again' when no mail of this request has arrived yet. */
  notFoundMessage?: string;
}) {
  const { t } = useTranslation('app');
  const headingId = useId();
  const { services, busy, refusal, run } = useSecondWay();
  // The empty mail's answer may simply not have arrived yet: the page's own words, no fresh start.
  const notArrivedYet = notFoundMessage !== undefined && refusal === 'not-found';
  const send = (code: string) =>
    email === undefined
      ? enterEmptyMailCode(services, { code }, services.assign)
      : enterMailCode(services, { email, code }, services.assign);
  return (
    <section className="hub-stack hub-mail-code" aria-labelledby={headingId}>
      <h2 id={headingId} className="hub-h2">
        {heading ?? t('mailElsewhere.codeHeading')}
      </h2>
      {lead ? <p>{lead}</p> : null}
      <OneTimeCodeForm
        length={MAIL_CODE_LENGTH}
        busy={busy}
        copy={{
          label: t('mailElsewhere.codeLabel'),
          hint: hint ?? t('mailElsewhere.codeHint'),
          submit: t(mode === 'login' ? 'mailElsewhere.codeSubmitLogin' : 'mailElsewhere.codeSubmitRegister'),
          format: t('mailElsewhere.codeFormat'),
        }}
        message={
          notArrivedYet
            ? notFoundMessage
            : refusal
              ? t(MESSAGE[refusal] as 'mailElsewhere.wrongCode')
              : undefined
        }
        onSubmit={(code) => void run(() => send(code))}
      >
        {refusal && !notArrivedYet && NEEDS_FRESH_MAIL.has(refusal) ? (
          <Link className="mh-button mh-button--secondary mh-button--block" to={resendPath}>
            {t('mailElsewhere.resend')}
          </Link>
        ) : null}
      </OneTimeCodeForm>
    </section>
  );
}

/**
 * On a BrowserChangeError page opened from the mail: confirm the address the
 * mail went to and finish here. The link is used only when the address is right.
 */
export function ConfirmHere({
  referenceKey,
  mode,
  resendPath,
}: {
  referenceKey: string;
  mode: Mode;
  resendPath: string;
}) {
  const { t } = useTranslation('app');
  const headingId = useId();
  const { services, busy, refusal, run } = useSecondWay();
  const message =
    refusal === 'wrong'
      ? t('mailElsewhere.wrongEmail')
      : refusal
        ? t(MESSAGE[refusal] as 'mailElsewhere.locked')
        : undefined;
  return (
    <section className="hub-stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="hub-h2">
        {t(mode === 'login' ? 'mailElsewhere.confirmHeadingLogin' : 'mailElsewhere.confirmHeadingRegister')}
      </h2>
      <p>{t('mailElsewhere.confirmLead')}</p>
      <p>{t('mailElsewhere.confirmWhy')}</p>
      {message ? (
        <p className="hub-field__error" role="alert">
          {message}
        </p>
      ) : null}
      {refusal && NEEDS_FRESH_MAIL.has(refusal) ? (
        <Link className="mh-button mh-button--primary mh-button--block" to={resendPath}>
          {t('mailElsewhere.resend')}
        </Link>
      ) : (
        <EmailLoginForm
          busy={busy}
          hint={t('mailElsewhere.confirmHint')}
          submitLabel={t(
            mode === 'login' ? 'mailElsewhere.confirmSubmitLogin' : 'mailElsewhere.confirmSubmitRegister',
          )}
          onSubmit={(email) =>
            run(() => confirmMailLinkHere(services, { referenceKey, email, mode }, services.assign))
          }
        />
      )}
    </section>
  );
}

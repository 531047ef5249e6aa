import { Button } from '@member-hub/ui';
import { type EmailFailureCode, renderEmailMessage, validateEmail } from '@member-hub/validators';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useHydrated, useTypedBeforeScripts } from '@member-hub/app-kit/prerender';

export interface EmailLoginFormProps {
  onSubmit: (email: string) => void | Promise<void>;
  busy?: boolean;
  /** The submit label (default: the login one). */
  submitLabel?: string;
  /** The hint under the label (default: the login one). */
  hint?: string;
  /** An address to start with (a client's `login_hint`); what the member typed is kept over it. */
  initialEmail?: string | undefined;
  /**
   * The field's autocomplete tokens (default `email`); /login adds `webauthn` so the browser
   * offers the member's passkey in the field's suggestions.
   */
  autoComplete?: string;
  /** The field's id, for a button elsewhere on the screen that moves the focus to it. */
  inputId?: string;
}

/**
 * The e-mail form of the login screen: the validators' e-mail rule (the plain function behind
 * their zod emailSchema, so /login loads neither zod nor a form library); its message codes are
 * rendered with the validators' own (Japanese) texts. A failed validation stops sending. As
 * before, the check runs on submit, and after a failed submit again on every change.
 */
export function EmailLoginForm({
  onSubmit,
  busy = false,
  submitLabel,
  hint,
  initialEmail,
  autoComplete = 'email',
  inputId: givenInputId,
}: EmailLoginFormProps) {
  const { t, i18n } = useTranslation('login');
  const ownInputId = useId();
  const inputId = givenInputId ?? ownInputId;
  const hintId = useId();
  const errorId = useId();
  // Prerendered: sending waits for the scripts (else the browser would send the form itself, with
  // the address in the URL).
  const hydrated = useHydrated();
  // On a prerendered /login the member may type before the scripts have run: that text is the
  // value from the first render on (app-kit).
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useTypedBeforeScripts('email', inputRef);
  // After the typed text is taken over (the hook's own effect runs first), so typing wins.
  useEffect(() => {
    if (initialEmail) setValue((typed) => typed || initialEmail);
  }, [initialEmail, setValue]);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<EmailFailureCode | undefined>(undefined);
  const check = (email: string) => {
    const failure = validateEmail(email);
    setError(failure?.code);
    return failure === null;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (check(value)) void onSubmit(value);
  };
  return (
    <form className="hub-stack" noValidate onSubmit={submit}>
      <div className="hub-field">
        <label htmlFor={inputId} className="hub-field__label">
          {t('select.emailLabel')}
        </label>
        <p id={hintId} className="hub-hint">
          {hint ?? t('select.emailHint')}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          className="hub-field__input"
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          name="email"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (submitted) check(event.target.value);
          }}
        />
        {error ? (
          <p id={errorId} className="hub-field__error" role="alert">
            {renderEmailMessage(error, i18n.language === 'en' ? 'en' : 'ja')}
          </p>
        ) : null}
      </div>
      <Button type="submit" block disabled={busy || !hydrated}>
        {submitLabel ?? t('select.send')}
      </Button>
    </form>
  );
}

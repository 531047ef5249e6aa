import { Button } from '@member-hub/ui';
import { type EmailFailureCode, renderEmailMessage, validateEmail } from '@member-hub/validators';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { typedBeforeScripts, useHydrated } from '@member-hub/app-kit/prerender';

export interface EmailLoginFormProps {
  onSubmit: (email: string) => void | Promise<void>;
  busy?: boolean;
  /** The submit label (default: the login one). */
  submitLabel?: string;
  /** The hint under the label (default: the login one). */
  hint?: string;
}

/**
 * The e-mail form of the login screen: the validators' e-mail rule (the plain function behind
 * their zod emailSchema, so /login loads neither zod nor a form library); its message codes are
 * rendered with the validators' own (Japanese) texts. A failed validation stops sending. As
 * before, the check runs on submit, and after a failed submit again on every change.
 */
export function EmailLoginForm({ onSubmit, busy = false, submitLabel, hint }: EmailLoginFormProps) {
  const { t, i18n } = useTranslation('login');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // Rendered anew over the prerendered screen (another variant), the text typed into it comes from
  // app-kit: in the first render already, so the field is not empty while the (already live)
  // button may be pressed before the effect below has run.
  const [value, setValue] = useState(() => typedBeforeScripts('email', { keep: true }) ?? '');
  const [submitted, setSubmitted] = useState(false);
  // Prerendered: sending waits for the scripts (else the browser would send the form itself, with
  // the address in the URL).
  const hydrated = useHydrated();
  // On a prerendered /login the member may type before the scripts have run: once hydrated, the
  // field's own text is the value (React does not read it back from the page).
  const inputRef = useRef<HTMLInputElement>(null);
  // After mounting: rendered anew, app-kit's text (the newest: typed while this render was being
  // prepared, too), handed over and forgotten; hydrated, the field's own text.
  useEffect(() => {
    const typed = typedBeforeScripts('email') || inputRef.current?.value;
    if (typed) setValue(typed);
  }, []);
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
          autoComplete="email"
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

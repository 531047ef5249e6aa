import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { Button } from '../Button';

export interface OneTimeCodeCopy {
  /** The field's label, e.g. 'メールに書かれた6けたの数字'. */
  label: ReactNode;
  hint: ReactNode;
  submit: ReactNode;
  /** Shown when the typed value is not `length` digits (full-width digits count). */
  format: string;
}

export interface OneTimeCodeFormProps {
  copy: OneTimeCodeCopy;
  /** Called with the code as half-width digits. */
  onSubmit: (code: string) => void;
  /** How many digits the code has. */
  length: number;
  busy?: boolean;
  /** The answer of the last try (wrong code, too many tries, …), announced under the field. */
  message?: string | undefined;
  /** What follows the message (e.g. a button to send a fresh mail). */
  children?: ReactNode;
}

/** Full-width digits to half-width; spaces and hyphens dropped (as members type codes). */
export function normalizeCodeInput(value: string): string {
  return value
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000\-－ー]/g, '');
}

/**
 * A short numeric code typed by the member (the 6-digit code of the sign-in mail): one large input
 * with the phone's number pad (`inputmode="numeric"`) and the code suggestion of the keyboard
 * (`autocomplete="one-time-code"`). The copy comes from the screen; the button's own debounce
 * (600 ms) keeps a double tap to one try.
 */
export function OneTimeCodeForm({
  copy,
  onSubmit,
  length,
  busy = false,
  message,
  children,
}: OneTimeCodeFormProps) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [value, setValue] = useState('');
  const [formatError, setFormatError] = useState(false);
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizeCodeInput(value);
    const ok = new RegExp(`^[0-9]{${length}}$`).test(code);
    setFormatError(!ok);
    if (ok) onSubmit(code);
  };
  const shown = formatError ? copy.format : message;
  return (
    <form className="mh-form" noValidate onSubmit={onFormSubmit}>
      <div className={`mh-field${shown ? ' mh-field--invalid' : ''}`}>
        <label className="mh-field__label" htmlFor={ids.input}>
          <span className="mh-field__label-text">{copy.label}</span>
        </label>
        <p id={ids.hint} className="mh-field__hint">
          {copy.hint}
        </p>
        <input
          id={ids.input}
          className="mh-input mh-input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9０-９]*"
          maxLength={length * 2}
          name="code"
          value={value}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${ids.hint} ${ids.error}` : ids.hint}
          onChange={(event) => setValue(event.target.value)}
        />
        {shown ? (
          <p id={ids.error} className="mh-field__error" role="alert">
            {shown}
          </p>
        ) : null}
      </div>
      {children}
      <Button type="submit" block disabled={busy}>
        {copy.submit}
      </Button>
    </form>
  );
}

import { KANTAN_DEBOUNCE_MS } from '@member-hub/enums';
import { renderMessage, validateKantanLogin } from '@member-hub/validators';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';
import { Button } from '../Button';

export interface KantanLoginCopy {
  registrationNumber: ReactNode;
  registrationNumberHint: ReactNode;
  password: ReactNode;
  passwordHint: ReactNode;
  submit: ReactNode;
}

export interface KantanLoginFormProps {
  copy: KantanLoginCopy;
  onSubmit: (credentials: { registrationNumber: string; password: string }) => void;
  busy?: boolean;
  /** The answer of the last try (result 4, lockout, …), announced above the button. */
  message?: string | undefined;
  /** The language of the validators' messages (their Japanese texts are the spec's). */
  lang?: 'ja' | 'en';
}

/**
 * The kantan login form (hub §2 "Kantan login screen"): registration number, password and the
 * login button, debounced 200 ms (hub §9). Both fields are required (登録番号またはパスワードが
 * 未入力です) and the password must be half-width letters, digits and symbols (hub §5); a failed
 * check stops the login.
 */
export function KantanLoginForm({
  copy,
  onSubmit,
  busy = false,
  message,
  lang = 'ja',
}: KantanLoginFormProps) {
  const ids = {
    number: useId(),
    password: useId(),
    numberHint: useId(),
    passwordHint: useId(),
    error: useId(),
  };
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  // The rules answer at once; only the login itself is debounced (a double tap sends once).
  const login = useDebouncedCallback(onSubmit, KANTAN_DEBOUNCE_MS);
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = registrationNumber.trim();
    const failure = validateKantanLogin({ registrationNumber: number, password });
    setError(failure ? renderMessage(failure.code, lang) : undefined);
    if (!failure) login({ registrationNumber: number, password });
  };
  const shown = error ?? message;
  const describe = (hint: string) => (shown ? `${hint} ${ids.error}` : hint);
  return (
    <form className="mh-form" noValidate onSubmit={onFormSubmit}>
      <div className={`mh-field${error ? ' mh-field--invalid' : ''}`}>
        <label className="mh-field__label" htmlFor={ids.number}>
          <span className="mh-field__label-text">{copy.registrationNumber}</span>
        </label>
        <p id={ids.numberHint} className="mh-field__hint">
          {copy.registrationNumberHint}
        </p>
        <input
          id={ids.number}
          className="mh-input"
          name="registrationNumber"
          type="text"
          inputMode="numeric"
          autoComplete="username"
          aria-invalid={error && !registrationNumber.trim() ? true : undefined}
          aria-describedby={describe(ids.numberHint)}
          value={registrationNumber}
          onChange={(event) => setRegistrationNumber(event.target.value)}
        />
      </div>
      <div className={`mh-field${error ? ' mh-field--invalid' : ''}`}>
        <label className="mh-field__label" htmlFor={ids.password}>
          <span className="mh-field__label-text">{copy.password}</span>
        </label>
        <p id={ids.passwordHint} className="mh-field__hint">
          {copy.passwordHint}
        </p>
        <input
          id={ids.password}
          className="mh-input"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={describe(ids.passwordHint)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {shown ? (
        <p id={ids.error} className="mh-form__message" role="alert">
          {shown}
        </p>
      ) : null}
      {/* The form debounces the send itself (200 ms, hub §9); the rules answer every tap. */}
      <Button type="submit" block disabled={busy} debounceMs={0}>
        {copy.submit}
      </Button>
    </form>
  );
}

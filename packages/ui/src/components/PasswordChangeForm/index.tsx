import { KANTAN_DEBOUNCE_MS } from '@member-hub/enums';
import {
  type PasswordChangeField,
  passwordChangeFieldOf,
  renderMessage,
  validatePasswordChange,
} from '@member-hub/validators';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';
import { Button } from '../Button';

export interface PasswordChangeCopy {
  currentPassword: ReactNode;
  newPassword: ReactNode;
  newPasswordHint: ReactNode;
  confirmPassword: ReactNode;
  submit: ReactNode;
  back: ReactNode;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordChangeFormProps {
  copy: PasswordChangeCopy;
  onSubmit: (values: PasswordChangeValues) => void;
  onBack: () => void;
  busy?: boolean;
  /** The answer of the last try (wrong current password, retry later, done), announced. */
  message?: { text: string; tone: 'error' | 'success' } | undefined;
  lang?: 'ja' | 'en';
}

/**
 * The kantan password change form (hub §2, §5): current, new and confirmation fields, the
 * 'change' button (debounced 200 ms, hub §9) and the back button. The seven rules of hub §5 in
 * their order; the first failure is shown under its field with the spec's text.
 */
export function PasswordChangeForm({
  copy,
  onSubmit,
  onBack,
  busy = false,
  message,
  lang = 'ja',
}: PasswordChangeFormProps) {
  const base = useId();
  const [values, setValues] = useState<Record<PasswordChangeField, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<{ field: PasswordChangeField; text: string } | undefined>(undefined);
  // The rules answer at once; only the change itself is debounced (a double tap sends once).
  const change = useDebouncedCallback(onSubmit, KANTAN_DEBOUNCE_MS);
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setFailure(
      found ? { field: passwordChangeFieldOf[found.code], text: renderMessage(found.code, lang) } : undefined,
    );
    if (!found) change({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };
  const field = (name: PasswordChangeField, label: ReactNode, autoComplete: string, hint?: ReactNode) => {
    const id = `${base}-${name}`;
    const error = failure?.field === name ? failure.text : undefined;
    return (
      <div className={`mh-field${error ? ' mh-field--invalid' : ''}`}>
        <label className="mh-field__label" htmlFor={id}>
          <span className="mh-field__label-text">{label}</span>
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mh-field__hint">
            {hint}
          </p>
        ) : null}
        <input
          id={id}
          className="mh-input"
          name={name}
          type="password"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
          }
          value={values[name]}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        />
        {error ? (
          <p id={`${id}-error`} className="mh-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form className="mh-form" noValidate onSubmit={onFormSubmit}>
      {field('currentPassword', copy.currentPassword, 'current-password')}
      {field('newPassword', copy.newPassword, 'new-password', copy.newPasswordHint)}
      {field('confirmPassword', copy.confirmPassword, 'new-password')}
      {message ? (
        <p
          className={`mh-form__message mh-form__message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
      {/* The form debounces the send itself (200 ms, hub §9); the rules answer every tap. */}
      <Button type="submit" block disabled={busy} debounceMs={0}>
        {copy.submit}
      </Button>
      <Button type="button" variant="secondary" block onClick={onBack}>
        {copy.back}
      </Button>
    </form>
  );
}

import { useId } from 'react';

export interface EmailFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Rendered message (the validators' words). */
  error?: string | undefined;
  hint?: string | undefined;
  /** The retype is typed, not filled in: no autocomplete. */
  autoComplete: 'email' | 'off';
}

/** One large e-mail input with its label, hint and error (the profile form's field styles). */
export function EmailField({ name, label, value, onChange, error, hint, autoComplete }: EmailFieldProps) {
  const id = `${name}${useId()}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mh-field" data-field={name}>
      <label className="mh-field__label" htmlFor={id}>
        <span className="mh-field__label-text">{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="mh-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="mh-input"
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="mh-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

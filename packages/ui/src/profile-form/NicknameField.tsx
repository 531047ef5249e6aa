import { NICKNAME_MAX_LENGTH } from '@member-hub/enums';
import { codePointLength, nicknameCheckMessage, renderMessage } from '@member-hub/validators';
import { type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, fieldIds, useOptionLang } from './Field';
import { type NicknameAvailability } from './useNicknameAvailability';

export interface NicknameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The rendered validation message, if any (see `renderMessage`). */
  error?: string | undefined;
  /** From `useNicknameAvailability`: checking / available / unavailable feedback. */
  availability?: NicknameAvailability;
  id?: string;
  label?: ReactNode;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Nickname input (profile §5): a code-point counter (𠮷 is one character) and a polite live
 * region with the availability feedback ('ニックネームを確認しています...' and so on).
 */
export function NicknameField({
  value,
  onChange,
  onBlur,
  error,
  availability = 'idle',
  id,
  label,
  required = true,
  inputRef,
  disabled,
}: NicknameFieldProps) {
  const { t } = useTranslation('profileForm');
  const lang = useOptionLang();
  const generated = useId();
  const inputId = id ?? `nickname${generated}`;
  const ids = fieldIds(inputId);
  const count = codePointLength(value);
  const feedback =
    !error && availability !== 'idle' && availability !== 'error'
      ? renderMessage(nicknameCheckMessage[availability], lang)
      : '';
  return (
    <FieldFrame
      id={inputId}
      fieldName="nickname"
      label={label ?? t('nickname.label')}
      required={required}
      hint={t('nickname.hint', { max: NICKNAME_MAX_LENGTH })}
      error={error}
    >
      <input
        ref={inputRef}
        id={inputId}
        className="mh-input"
        type="text"
        name="nickname"
        autoComplete="nickname"
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hint, ids.counter, ids.status, error && ids.error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p
        id={ids.counter}
        className={`mh-field__counter${count > NICKNAME_MAX_LENGTH ? ' mh-field__counter--over' : ''}`}
      >
        {t('nickname.counter', { count, max: NICKNAME_MAX_LENGTH })}
      </p>
      <p
        id={ids.status}
        className={`mh-field__status mh-field__status--${availability}`}
        aria-live="polite"
        role="status"
      >
        {feedback}
      </p>
    </FieldFrame>
  );
}

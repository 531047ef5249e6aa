import { INTRODUCTION_MAX_LENGTH } from '@member-hub/enums';
import { codePointLength, normalizeLineBreaks } from '@member-hub/validators';
import { type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, fieldIds } from './Field';

export interface IntroductionFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  error?: string | undefined;
  id?: string;
  label?: ReactNode;
  required?: boolean | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Introduction textarea with a counter in code points (a line break counts as one). */
export function IntroductionField({
  value,
  onChange,
  onBlur,
  error,
  id,
  label,
  required = false,
  textareaRef,
}: IntroductionFieldProps) {
  const { t } = useTranslation('profileForm');
  const generated = useId();
  const inputId = id ?? `introduction${generated}`;
  const ids = fieldIds(inputId);
  const count = codePointLength(normalizeLineBreaks(value));
  return (
    <FieldFrame
      id={inputId}
      fieldName="introduction"
      label={label ?? t('introduction.label')}
      required={required}
      hint={t('introduction.hint', { max: INTRODUCTION_MAX_LENGTH })}
      error={error}
    >
      <textarea
        ref={textareaRef}
        id={inputId}
        className="mh-textarea"
        name="introduction"
        rows={6}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hint, ids.counter, error && ids.error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p
        id={ids.counter}
        className={`mh-field__counter${count > INTRODUCTION_MAX_LENGTH ? ' mh-field__counter--over' : ''}`}
      >
        {t('introduction.counter', { count, max: INTRODUCTION_MAX_LENGTH })}
      </p>
    </FieldFrame>
  );
}

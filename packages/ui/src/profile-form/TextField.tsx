import { type ChangeEvent, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { describedBy, FieldFrame, type FieldProps, fieldIds, useFieldId } from './Field';

interface TextFieldCommonProps extends FieldProps<string> {
  /** The form field: the control's `name`, the frame's `data-field` and the start of a generated id. */
  name: string;
  label: ReactNode;
  hint: ReactNode;
  autoComplete?: string | undefined;
  disabled?: boolean | undefined;
  /** A counter under the control; `count` over `max` marks it. */
  counter?: { count: number; max: number; text: ReactNode } | undefined;
  /** A polite live region after the counter; `variant` ends its class name (the nickname check). */
  status?: { variant: string; text: ReactNode } | undefined;
}

interface InputProps {
  multiline?: false;
  rows?: undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
}

interface TextareaProps {
  multiline: true;
  rows: number;
  inputRef?: Ref<HTMLTextAreaElement> | undefined;
  onBlur?: FocusEventHandler<HTMLTextAreaElement> | undefined;
}

export type TextFieldProps = TextFieldCommonProps & (InputProps | TextareaProps);

/**
 * The building block of the nickname, city and introduction fields: label with 必須 / 任意, hint,
 * a text input (or a textarea), an optional counter and live status, and the error. The control
 * is described by the hint, counter, status and error in that order.
 */
export function TextField({
  name,
  value,
  onChange,
  error,
  id,
  label,
  required,
  hint,
  autoComplete,
  disabled,
  counter,
  status,
  multiline,
  rows,
  inputRef,
  onBlur,
}: TextFieldProps) {
  const inputId = useFieldId(name, id);
  const ids = fieldIds(inputId);
  const control = {
    id: inputId,
    name,
    value,
    autoComplete,
    disabled,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(
      hint ? ids.hint : undefined,
      counter && ids.counter,
      status && ids.status,
      error && ids.error,
    ),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <FieldFrame id={inputId} fieldName={name} label={label} required={required} hint={hint} error={error}>
      {multiline ? (
        <textarea ref={inputRef} className="mh-textarea" rows={rows} onBlur={onBlur} {...control} />
      ) : (
        <input ref={inputRef} className="mh-input" type="text" onBlur={onBlur} {...control} />
      )}
      {counter && (
        <p
          id={ids.counter}
          className={`mh-field__counter${counter.count > counter.max ? ' mh-field__counter--over' : ''}`}
        >
          {counter.text}
        </p>
      )}
      {status && (
        <p
          id={ids.status}
          className={`mh-field__status mh-field__status--${status.variant}`}
          aria-live="polite"
          role="status"
        >
          {status.text}
        </p>
      )}
    </FieldFrame>
  );
}

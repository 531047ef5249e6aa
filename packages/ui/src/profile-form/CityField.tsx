import { CITY_MAX_LENGTH } from '@member-hub/enums';
import { type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, fieldIds } from './Field';

export interface CityFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: string | undefined;
  id?: string;
  label?: ReactNode;
  required?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** City (optional, at most 50 code points; the rule itself is validators' `validateCity`). */
export function CityField({
  value,
  onChange,
  onBlur,
  error,
  id,
  label,
  required = false,
  inputRef,
}: CityFieldProps) {
  const { t } = useTranslation('profileForm');
  const generated = useId();
  const inputId = id ?? `city${generated}`;
  const ids = fieldIds(inputId);
  return (
    <FieldFrame
      id={inputId}
      fieldName="city"
      label={label ?? t('city.label')}
      required={required}
      hint={t('city.hint', { max: CITY_MAX_LENGTH })}
      error={error}
    >
      <input
        ref={inputRef}
        id={inputId}
        className="mh-input"
        type="text"
        name="city"
        autoComplete="address-level2"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hint, error && ids.error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

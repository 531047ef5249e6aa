import { CITY_MAX_LENGTH } from '@member-hub/enums';
import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type ControlFieldProps } from './Field';
import { TextField } from './TextField';

export interface CityFieldProps extends ControlFieldProps<string, HTMLInputElement> {
  inputRef?: Ref<HTMLInputElement>;
}

/** City (optional, at most 50 code points; the rule itself is validators' `validateCity`). */
export function CityField({ label, required = false, ...props }: CityFieldProps) {
  const { t } = useTranslation('profileForm');
  return (
    <TextField
      {...props}
      name="city"
      label={label ?? t('city.label')}
      required={required}
      hint={t('city.hint', { max: CITY_MAX_LENGTH })}
      autoComplete="address-level2"
    />
  );
}

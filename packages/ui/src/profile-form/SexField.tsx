import { selectableSexIds, sexOptions } from '@member-hub/enums';
import { useTranslation } from 'react-i18next';
import { Choices } from './Choices';
import { FieldFrame, type FieldProps, useFieldId } from './Field';

export interface SexFieldProps extends FieldProps<number> {
  /** 0 = not selected, 1 male, 2 female, 3 prefer not to answer. */
  value: number;
}

/** Sex as three radios (1-3); nothing is checked while the value is 0. */
export function SexField({ value, onChange, error, id, label, required }: SexFieldProps) {
  const { t } = useTranslation('profileForm');
  const groupId = useFieldId('sex', id);
  const options = sexOptions.filter((o) => (selectableSexIds as readonly number[]).includes(o.id));
  return (
    <FieldFrame
      id={groupId}
      group
      fieldName="sex"
      label={label ?? t('sex.label')}
      required={required}
      error={error}
    >
      <Choices
        type="radio"
        name={`${groupId}-sex`}
        options={options}
        isChecked={(option) => value === option}
        onChange={(option) => onChange(option)}
      />
    </FieldFrame>
  );
}

import { selectableSexIds, sexOptions } from '@member-hub/enums';
import { useTranslation } from 'react-i18next';
import { FieldFrame, type FieldProps, useFieldId, useOptionLang } from './Field';

export interface SexFieldProps extends FieldProps<number> {
  /** 0 = not selected, 1 male, 2 female, 3 prefer not to answer. */
  value: number;
}

/** Sex as three radios (1-3); nothing is checked while the value is 0. */
export function SexField({ value, onChange, error, id, label, required }: SexFieldProps) {
  const { t } = useTranslation('profileForm');
  const lang = useOptionLang();
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
      <div className="mh-choices">
        {options.map((option) => (
          <label key={option.id} className="mh-choice">
            <input
              type="radio"
              className="mh-choice__input"
              name={`${groupId}-sex`}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span>{option[lang]}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

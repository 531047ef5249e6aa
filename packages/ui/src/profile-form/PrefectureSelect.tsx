import { groupedAreaList, PREFECTURE_UNSELECTED } from '@member-hub/enums';
import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ControlFieldProps,
  describedBy,
  FieldFrame,
  fieldIds,
  useFieldId,
  useOptionLang,
} from './Field';

export interface PrefectureSelectProps extends ControlFieldProps<number, HTMLSelectElement> {
  /** 0 = not selected, 1-47 = prefecture (JIS order). */
  value: number;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * Prefecture select: "please choose" (0) first, then Hokkaido, the seven regions as option
 * groups (north to south) and Okinawa, as in the spec's grouped list.
 */
export function PrefectureSelect({
  value,
  onChange,
  onBlur,
  error,
  id,
  label,
  required,
  selectRef,
}: PrefectureSelectProps) {
  const { t } = useTranslation('profileForm');
  const lang = useOptionLang();
  const selectId = useFieldId('prefecture', id);
  const ids = fieldIds(selectId);
  return (
    <FieldFrame
      id={selectId}
      fieldName="prefecture"
      label={label ?? t('prefecture.label')}
      required={required}
      error={error}
    >
      <select
        ref={selectRef}
        id={selectId}
        name="prefecture"
        className="mh-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && ids.error)}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
      >
        <option value={PREFECTURE_UNSELECTED}>{t('prefecture.unselected')}</option>
        {groupedAreaList.map((entry) =>
          entry.kind === 'prefecture' ? (
            <option key={entry.prefecture.id} value={entry.prefecture.id}>
              {entry.prefecture[lang]}
            </option>
          ) : (
            <optgroup key={entry.region.id} label={entry.region[lang]}>
              {entry.prefectures.map((p) => (
                <option key={p.id} value={p.id}>
                  {p[lang]}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
    </FieldFrame>
  );
}

import {
  BIRTHDAY_MAX_CHANGES,
  type BirthdayDisplayId,
  birthdayDisplayOptions,
  DEFAULT_BIRTHDAY,
  EDIT_MODE_UNSET_BIRTHDAY,
} from '@member-hub/enums';
import { birthdayPickerRange, formatBirthday, normalizeBirthday } from '@member-hub/validators';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubQuestion } from './Choices';
import { describedBy, FieldFrame, fieldIds, useFieldId } from './Field';

export type ProfileFormMode = 'register' | 'edit';

export interface BirthdayPickerProps {
  /** The stored full date `YYYY-MM-DD`; 1900-01-01 (DEFAULT_BIRTHDAY) means not entered. */
  value: string;
  onChange: (value: string) => void;
  /** register: an unset value shows as 1900-01-01; edit: as 1920-01-01 (profile §5). */
  mode?: ProfileFormMode;
  /**
   * How often the birthday was changed (birthdayChangeCount). Given: the pickers are disabled
   * at BIRTHDAY_MAX_CHANGES (2), else a note gives the changes left. Not given: no note.
   */
  changeCount?: number | undefined;
  /** Who sees the birthday (1-4); the radio group shows when `onDisplayChange` is given. */
  display?: number | undefined;
  onDisplayChange?: ((id: BirthdayDisplayId) => void) | undefined;
  error?: string | undefined;
  id?: string;
  label?: ReactNode;
  required?: boolean | undefined;
}

/** Days of a month (28-31), leap years included. */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(Date.UTC(2000, month, 0));
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function parts(value: string): [number, number, number] {
  const [y, m, d] = normalizeBirthday(value).split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/**
 * Year (1920-2019), month and day selects that always hold a real date; the day list follows
 * the month's length (a 31 becomes 30 when June is chosen).
 */
export function BirthdayPicker({
  value,
  onChange,
  mode = 'register',
  changeCount,
  display,
  onDisplayChange,
  error,
  id,
  label,
  required,
}: BirthdayPickerProps) {
  const { t } = useTranslation('profileForm');
  const groupId = useFieldId('birthday', id);
  const ids = fieldIds(groupId);
  const unset = normalizeBirthday(value) === DEFAULT_BIRTHDAY;
  const shown = unset && mode === 'edit' ? EDIT_MODE_UNSET_BIRTHDAY : normalizeBirthday(value);
  const [year, month, day] = parts(shown);
  const locked = changeCount !== undefined && changeCount >= BIRTHDAY_MAX_CHANGES;
  const note =
    changeCount === undefined
      ? undefined
      : locked
        ? t('birthday.locked')
        : t('birthday.remaining', { count: BIRTHDAY_MAX_CHANGES - changeCount });

  // The shown "unset" year (1900) is kept as a choice so the select can display it.
  const years = birthdayPickerRange.years.includes(year)
    ? birthdayPickerRange.years
    : [year, ...birthdayPickerRange.years];
  const days = birthdayPickerRange.days.filter((d) => d <= daysInMonth(year, month));

  const change = (y: number, m: number, d: number) => {
    onChange(formatBirthday(y, m, Math.min(d, daysInMonth(y, m))));
  };
  const describe = describedBy(note && ids.hint, error && ids.error);

  const select = (
    part: 'year' | 'month' | 'day',
    current: number,
    options: readonly number[],
    onPick: (n: number) => void,
  ) => (
    <span className="mh-birthday__part">
      <select
        id={`${groupId}-${part}`}
        className={`mh-select mh-birthday__select mh-birthday__select--${part}`}
        value={current}
        disabled={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describe}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <label htmlFor={`${groupId}-${part}`} className="mh-birthday__unit">
        {t(`birthday.${part}`)}
      </label>
    </span>
  );

  return (
    <FieldFrame
      id={groupId}
      group
      fieldName="birthday"
      label={label ?? t('birthday.label')}
      required={required}
      hint={note}
      error={error}
    >
      <div className="mh-birthday">
        {select('year', year, years, (y) => change(y, month, day))}
        {select('month', month, birthdayPickerRange.months, (m) => change(year, m, day))}
        {select('day', day, days, (d) => change(year, month, d))}
      </div>
      {onDisplayChange && (
        <SubQuestion
          legend={t('birthday.display')}
          name={`${groupId}-display`}
          options={birthdayDisplayOptions}
          value={display}
          onChange={onDisplayChange}
        />
      )}
    </FieldFrame>
  );
}

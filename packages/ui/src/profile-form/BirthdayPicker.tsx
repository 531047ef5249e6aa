import {
  BIRTHDAY_MAX_CHANGES,
  type BirthdayDisplayId,
  birthdayDisplayOptions,
  DEFAULT_BIRTHDAY,
} from '@member-hub/enums';
import { birthdayPickerRange, formatBirthday, yearWithJapaneseEra } from '@member-hub/validators';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubQuestion } from './Choices';
import { describedBy, FieldFrame, fieldIds, useFieldId } from './Field';

export type ProfileFormMode = 'register' | 'edit';

export interface BirthdayPickerProps {
  /** The stored full date `YYYY-MM-DD`; 1900-01-01 (DEFAULT_BIRTHDAY) means not entered. */
  value: string;
  onChange: (value: string) => void;
  /**
   * register or edit. Both show an unset birthday as three unchosen parts (「--」), not as a date
   * (profile §5 shows 1900-01-01 or 1920-01-01): a year chosen alone must not become 1 January.
   */
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

/** The chosen parts, 0 for a part not chosen (unset 1900-01-01 is none chosen). */
function parts(value: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m || value === DEFAULT_BIRTHDAY) return [0, 0, 0];
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/**
 * Year (1920-2019, each with its Japanese era: 1950（昭和25）年), month and day selects, each
 * with 「--」 for "not chosen". All three chosen is the date; none is unset (1900-01-01); some is
 * a partial value (`1950-00-00`, `0000-04-10`) that the birthday rule refuses (選択してください。),
 * so a year alone is never saved as 1 January. The day list follows the month's length (a 31
 * becomes 30 when June is chosen).
 */
export function BirthdayPicker({
  value,
  onChange,
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
  const [year, month, day] = parts(value);
  const partial = [year, month, day].some((n) => n === 0) && [year, month, day].some((n) => n !== 0);
  const locked = changeCount !== undefined && changeCount >= BIRTHDAY_MAX_CHANGES;
  const counter =
    changeCount === undefined
      ? undefined
      : locked
        ? t('birthday.locked')
        : t('birthday.remaining', { count: BIRTHDAY_MAX_CHANGES - changeCount });
  const note = [partial ? t('birthday.partial') : undefined, counter].filter(Boolean).join(' ') || undefined;

  // A stored year outside the range (an older record) is kept as a choice so the select shows it.
  const years =
    year === 0 || birthdayPickerRange.years.includes(year)
      ? birthdayPickerRange.years
      : [year, ...birthdayPickerRange.years];
  // Without a month every day may still be right; without a year February has its leap-year 29.
  const days = month
    ? birthdayPickerRange.days.filter((d) => d <= daysInMonth(year || 2000, month))
    : birthdayPickerRange.days;

  const change = (y: number, m: number, d: number) => {
    if (!y && !m && !d) {
      onChange(DEFAULT_BIRTHDAY);
      return;
    }
    onChange(formatBirthday(y, m, m && d ? Math.min(d, daysInMonth(y || 2000, m)) : d));
  };
  const describe = describedBy(note && ids.hint, error && ids.error);

  const select = (
    part: 'year' | 'month' | 'day',
    current: number,
    options: readonly number[],
    onPick: (n: number) => void,
    labelOf: (n: number) => string = String,
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
        <option value={0}>{t('birthday.notChosen')}</option>
        {options.map((n) => (
          <option key={n} value={n}>
            {labelOf(n)}
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
        {select('year', year, years, (y) => change(y, month, day), yearWithJapaneseEra)}
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

import { type LabeledOption } from '@member-hub/enums';
import { type InputHTMLAttributes, type ReactNode } from 'react';
import { useOptionLang } from './Field';

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> {
  type: 'radio' | 'checkbox';
  /** The words after the box, which also name it. */
  label: ReactNode;
}

/** One radio or checkbox with its words after it, the whole row a tap target. */
export function Choice({ label, ...input }: ChoiceProps) {
  return (
    <label className="mh-choice">
      <input className="mh-choice__input" {...input} />
      <span>{label}</span>
    </label>
  );
}

export interface ChoicesProps<Id extends number> {
  type: 'radio' | 'checkbox';
  /** The inputs' `name`. */
  name: string;
  /** In this order, labelled in the current language. */
  options: readonly LabeledOption<Id>[];
  isChecked: (id: Id) => boolean;
  /** A radio calls it when it gets checked; a checkbox on both ways. */
  onChange: (id: Id, checked: boolean) => void;
  disabled?: boolean | undefined;
  /** The tighter row of a follow-up question. */
  compact?: boolean;
}

/** A row of radios or checkboxes for a list of options (sex, social media, follow-up answers). */
export function Choices<Id extends number>({
  type,
  name,
  options,
  isChecked,
  onChange,
  disabled,
  compact = false,
}: ChoicesProps<Id>) {
  const lang = useOptionLang();
  return (
    <div className={compact ? 'mh-choices mh-choices--compact' : 'mh-choices'}>
      {options.map((option) => (
        <Choice
          key={option.id}
          type={type}
          name={name}
          value={option.id}
          checked={isChecked(option.id)}
          disabled={disabled}
          onChange={(event) => onChange(option.id, event.target.checked)}
          label={option[lang]}
        />
      ))}
    </div>
  );
}

export interface SubQuestionProps<Id extends number> {
  /** The question. */
  legend: ReactNode;
  name: string;
  options: readonly LabeledOption<Id>[];
  /** The chosen answer; none checked when it is no option (0 = not answered). */
  value: number | undefined;
  onChange: (id: Id) => void;
  disabled?: boolean | undefined;
}

/** A follow-up question under a field: its own small group of radios. */
export function SubQuestion<Id extends number>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: SubQuestionProps<Id>) {
  return (
    <fieldset className="mh-subquestion">
      <legend className="mh-subquestion__legend">{legend}</legend>
      <Choices
        compact
        type="radio"
        name={name}
        options={options}
        isChecked={(id) => value === id}
        onChange={(id) => onChange(id)}
        disabled={disabled}
      />
    </fieldset>
  );
}

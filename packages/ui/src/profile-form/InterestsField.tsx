import {
  assetManagementOptions,
  habitSupplementOptions,
  type InterestId,
  interestOptions,
  type InterestSubQuestion,
  type LabeledOption,
  travelFrequencyOptions,
} from '@member-hub/enums';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice, SubQuestion } from './Choices';
import { FieldFrame, useFieldId, useOptionLang } from './Field';

/** Answers of the follow-up questions; 0 = not answered. */
export interface InterestSubAnswers {
  travelFrequency: number;
  habitSupplement: number;
  assetManagement: number;
}

export interface InterestsFieldProps {
  value: readonly number[];
  onChange: (ids: InterestId[]) => void;
  subAnswers: InterestSubAnswers;
  onSubAnswerChange: (question: InterestSubQuestion, id: number) => void;
  error?: string | undefined;
  id?: string;
  label?: ReactNode;
  disabled?: boolean;
}

const subOptions: Record<InterestSubQuestion, readonly LabeledOption<number>[]> = {
  travelFrequency: travelFrequencyOptions,
  habitSupplement: habitSupplementOptions,
  assetManagement: assetManagementOptions,
};

/**
 * Interests 1-26 and 0 "other" in the spec's order (profile §3). Checking travel (1), health (6)
 * or money (8) opens its follow-up question right under it.
 */
export function InterestsField({
  value,
  onChange,
  subAnswers,
  onSubAnswerChange,
  error,
  id,
  label,
  disabled,
}: InterestsFieldProps) {
  const { t } = useTranslation('profileForm');
  const lang = useOptionLang();
  const groupId = useFieldId('interests', id);
  const toggle = (interest: InterestId, checked: boolean) => {
    const next = checked ? [...value, interest] : value.filter((v) => v !== interest);
    // Keep the spec's order whatever the click order was.
    onChange(interestOptions.map((o) => o.id).filter((o) => next.includes(o)));
  };
  return (
    <FieldFrame
      id={groupId}
      group
      fieldName="interests"
      label={label ?? t('interests.label')}
      required={false}
      hint={t('interests.hint')}
      error={error}
    >
      <ul className="mh-choices">
        {interestOptions.map((option) => {
          const checked = value.includes(option.id);
          const sub = option.subQuestion;
          return (
            <li key={option.id} className="mh-choices__item">
              <Choice
                type="checkbox"
                name="interests"
                value={option.id}
                checked={checked}
                disabled={disabled}
                onChange={(event) => toggle(option.id, event.target.checked)}
                label={option[lang]}
              />
              {sub && checked && (
                <SubQuestion
                  legend={t(`interests.${sub}`)}
                  name={`${groupId}-${sub}`}
                  options={subOptions[sub]}
                  value={subAnswers[sub]}
                  onChange={(answer) => onSubAnswerChange(sub, answer)}
                  disabled={disabled}
                />
              )}
            </li>
          );
        })}
      </ul>
    </FieldFrame>
  );
}

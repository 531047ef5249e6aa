import { type SocialMediaId, socialMediaOptions } from '@member-hub/enums';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Choices } from './Choices';
import { FieldFrame, useFieldId } from './Field';

export interface SocialSkillsFieldProps {
  value: readonly number[];
  onChange: (ids: SocialMediaId[]) => void;
  error?: string | undefined;
  id?: string;
  label?: ReactNode;
}

/** Social media the member uses (1-7), as checkboxes. */
export function SocialSkillsField({ value, onChange, error, id, label }: SocialSkillsFieldProps) {
  const { t } = useTranslation('profileForm');
  const groupId = useFieldId('socialSkills', id);
  const toggle = (media: SocialMediaId, checked: boolean) => {
    const next = checked ? [...value, media] : value.filter((v) => v !== media);
    onChange(socialMediaOptions.map((o) => o.id).filter((o) => next.includes(o)));
  };
  return (
    <FieldFrame
      id={groupId}
      group
      fieldName="socialSkills"
      label={label ?? t('socialSkills.label')}
      required={false}
      hint={t('socialSkills.hint')}
      error={error}
    >
      <Choices
        type="checkbox"
        name="socialSkills"
        options={socialMediaOptions}
        isChecked={(media) => value.includes(media)}
        onChange={toggle}
      />
    </FieldFrame>
  );
}

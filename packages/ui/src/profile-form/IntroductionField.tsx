import { INTRODUCTION_MAX_LENGTH } from '@member-hub/enums';
import { codePointLength, normalizeLineBreaks } from '@member-hub/validators';
import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type ControlFieldProps } from './Field';
import { TextField } from './TextField';

export interface IntroductionFieldProps extends ControlFieldProps<string, HTMLTextAreaElement> {
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Introduction textarea with a counter in code points (a line break counts as one). */
export function IntroductionField({
  label,
  required = false,
  textareaRef,
  ...props
}: IntroductionFieldProps) {
  const { t } = useTranslation('profileForm');
  const count = codePointLength(normalizeLineBreaks(props.value));
  const max = INTRODUCTION_MAX_LENGTH;
  return (
    <TextField
      {...props}
      multiline
      rows={6}
      inputRef={textareaRef}
      name="introduction"
      label={label ?? t('introduction.label')}
      required={required}
      hint={t('introduction.hint', { max })}
      counter={{ count, max, text: t('introduction.counter', { count, max }) }}
    />
  );
}

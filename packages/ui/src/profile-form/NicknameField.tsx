import { NICKNAME_MAX_LENGTH } from '@member-hub/enums';
import { codePointLength, nicknameCheckMessage, renderMessage } from '@member-hub/validators';
import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type ControlFieldProps, useOptionLang } from './Field';
import { TextField } from './TextField';
import { type NicknameAvailability } from './useNicknameAvailability';

export interface NicknameFieldProps extends ControlFieldProps<string, HTMLInputElement> {
  /** From `useNicknameAvailability`: checking / available / unavailable feedback. */
  availability?: NicknameAvailability;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Nickname input (profile §5): a code-point counter (𠮷 is one character) and a polite live
 * region with the availability feedback ('ニックネームを確認しています...' and so on).
 */
export function NicknameField({
  error,
  availability = 'idle',
  label,
  required = true,
  ...props
}: NicknameFieldProps) {
  const { t } = useTranslation('profileForm');
  const lang = useOptionLang();
  const count = codePointLength(props.value);
  const max = NICKNAME_MAX_LENGTH;
  const feedback =
    !error && availability !== 'idle' && availability !== 'error'
      ? renderMessage(nicknameCheckMessage[availability], lang)
      : '';
  return (
    <TextField
      {...props}
      name="nickname"
      label={label ?? t('nickname.label')}
      required={required}
      hint={t('nickname.hint', { max })}
      error={error}
      autoComplete="nickname"
      counter={{ count, max, text: t('nickname.counter', { count, max }) }}
      status={{ variant: availability, text: feedback }}
    />
  );
}

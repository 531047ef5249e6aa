import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@member-hub/ui';
import { emailSchema, renderMessage } from '@member-hub/validators';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const formSchema = z.object({ email: emailSchema });
type FormValues = z.input<typeof formSchema>;

export interface EmailLoginFormProps {
  onSubmit: (email: string) => void | Promise<void>;
  busy?: boolean;
  /** The submit label (default: the login one). */
  submitLabel?: string;
  /** The hint under the label (default: the login one). */
  hint?: string;
}

/**
 * The e-mail form of the login screen: the validators' e-mail schema; its message codes are
 * rendered with the validators' own (Japanese) texts. A failed validation stops sending.
 */
export function EmailLoginForm({ onSubmit, busy = false, submitLabel, hint }: EmailLoginFormProps) {
  const { t, i18n } = useTranslation('login');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onSubmit' });
  const error = errors.email?.message;
  return (
    <form className="hub-stack" noValidate onSubmit={handleSubmit((values) => onSubmit(values.email))}>
      <div className="hub-field">
        <label htmlFor={inputId} className="hub-field__label">
          {t('select.emailLabel')}
        </label>
        <p id={hintId} className="hub-hint">
          {hint ?? t('select.emailHint')}
        </p>
        <input
          id={inputId}
          className="hub-field__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          {...register('email')}
        />
        {error ? (
          <p id={errorId} className="hub-field__error" role="alert">
            {renderMessage(error, i18n.language === 'en' ? 'en' : 'ja')}
          </p>
        ) : null}
      </div>
      <Button type="submit" block disabled={busy}>
        {submitLabel ?? t('select.send')}
      </Button>
    </form>
  );
}

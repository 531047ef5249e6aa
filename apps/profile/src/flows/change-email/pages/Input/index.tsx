import '../../../shared/steps.css';

import { useMe } from '@member-hub/api-client/react';
import { Button, EmailDisplay, LoaderOverlay } from '@member-hub/ui';
import { renderMessage } from '@member-hub/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { RoutePath } from '../../../../route-paths';
import { checkChangeEmail } from '../../change-email';
import { changeEmailStateOf } from '../../hooks/useChangeEmailDeps';
import { EmailField } from './EmailField';

/**
 * 025_changeEmail, input (メールアドレス編集): the current address, the new one and its retype;
 * the validators' rules and messages; a note to retype rather than paste. A valid submit (600 ms
 * debounce) goes to the confirmation with the new address.
 */
export function ChangeEmailInputPage() {
  const { t, i18n } = useTranslation('changeEmail');
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(() => {
    const back = changeEmailStateOf(location.state);
    return { email: back?.email ?? '', emailRetype: '' };
  });
  const [submitted, setSubmitted] = useState(false);
  const check = checkChangeEmail(values);
  const errors = submitted && !check.ok ? check.errors : { email: null, emailRetype: null };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setSubmitted(true);
    if (!check.ok) return;
    void navigate(RoutePath.changeEmailConfirm, { state: { email: check.email } });
  };

  if (!me.data) return <LoaderOverlay active />;
  return (
    <form className="ce-stack" noValidate onSubmit={(event) => event.preventDefault()}>
      <p>{t('input.lead')}</p>
      <EmailDisplay email={me.data.email} label={t('input.current')} />
      <EmailField
        name="email"
        label={t('input.email')}
        autoComplete="email"
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        error={errors.email ? renderMessage(errors.email.code, lang) : undefined}
      />
      <EmailField
        name="emailRetype"
        label={t('input.emailRetype')}
        hint={t('input.retypeNote')}
        autoComplete="off"
        value={values.emailRetype}
        onChange={(emailRetype) => setValues((v) => ({ ...v, emailRetype }))}
        error={errors.emailRetype ? renderMessage(errors.emailRetype.code, lang) : undefined}
      />
      <Button type="submit" block onClick={() => submit()}>
        {t('input.submit')}
      </Button>
    </form>
  );
}

import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmailDisplayProps {
  /** The registered address; empty or missing shows 未登録 (not registered). */
  email?: string | null | undefined;
  /** The app's link or button to the e-mail screen (the e-mail is entered on a separate screen). */
  changeLink?: ReactNode;
  label?: ReactNode;
}

/** The mail address row: read-only here, entered on its own screen (profile §2). */
export function EmailDisplay({ email, changeLink, label }: EmailDisplayProps) {
  const { t } = useTranslation('profileForm');
  const labelId = `email${useId()}`;
  return (
    <div className="mh-field" data-field="email" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mh-field__label">
        <span className="mh-field__label-text">{label ?? t('email.label')}</span>
      </p>
      <p className={`mh-email${email ? '' : ' mh-email--empty'}`}>{email || t('email.notRegistered')}</p>
      {changeLink && <div className="mh-email__link">{changeLink}</div>}
    </div>
  );
}

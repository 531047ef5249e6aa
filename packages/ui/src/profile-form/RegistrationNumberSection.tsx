import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../components/Button';

export interface RegistrationNumberSectionProps {
  /** The community registration number. */
  number: string;
  /**
   * The known password; null shows eight dashes and the note to contact support; undefined: not
   * read yet (masked; 'show' asks the app for it through `onShow`).
   */
  password: string | null | undefined;
  /** Reads the password when 'show' is pressed before it is known. */
  onShow?: () => void;
  /** What the app says about reading it (e.g. 'sign in again'), under the password. */
  notice?: ReactNode;
  /** The app's 'change password' link or button (to /kantanPwdEdit). */
  changePassword: ReactNode;
  /** Shown from the start (the member signed in again to see it). */
  defaultShown?: boolean;
}

/** The mask of a password not read yet: its length is not told either. */
const UNREAD_MASK = '********';

/**
 * The registration number section of the profile edit (profile §2; only for a member with a
 * community registration id): the number, the password masked with a show/hide toggle and the
 * 'change password' button. Without a known password: eight dashes and the support note.
 */
export function RegistrationNumberSection({
  number,
  password,
  onShow,
  notice,
  changePassword,
  defaultShown = false,
}: RegistrationNumberSectionProps) {
  const { t } = useTranslation('profileForm');
  const [shown, setShown] = useState(defaultShown);
  const headingId = `regnum${useId()}`;
  const passwordId = `${headingId}-password`;
  const masked =
    password === null
      ? t('edit.registrationNumber.unknown')
      : password === undefined
        ? UNREAD_MASK
        : '*'.repeat(password.length);
  return (
    <section className="mh-field mh-regnum" data-field="registrationNumber" aria-labelledby={headingId}>
      <h3 id={headingId} className="mh-field__label mh-section-heading">
        {t('edit.registrationNumber.heading')}
      </h3>
      <dl className="mh-summary">
        <div className="mh-summary__row">
          <dt className="mh-summary__label">{t('edit.registrationNumber.number')}</dt>
          <dd className="mh-summary__value">{number}</dd>
        </div>
        <div className="mh-summary__row">
          <dt className="mh-summary__label">{t('edit.registrationNumber.password')}</dt>
          <dd className="mh-summary__value">
            <span id={passwordId} className="mh-regnum__password">
              {typeof password === 'string' && shown ? password : masked}
            </span>
          </dd>
        </div>
      </dl>
      {password === null ? (
        <p className="mh-field__hint">{t('edit.registrationNumber.support')}</p>
      ) : (
        <Button
          variant="secondary"
          debounceMs={0}
          aria-controls={passwordId}
          onClick={() => {
            if (password === undefined && !shown) onShow?.();
            setShown((value) => !value);
          }}
        >
          {shown ? t('edit.registrationNumber.hide') : t('edit.registrationNumber.show')}
        </Button>
      )}
      {notice}
      {changePassword}
    </section>
  );
}

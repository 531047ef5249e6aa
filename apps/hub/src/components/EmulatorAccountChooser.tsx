import { Button } from '@member-hub/ui';
import { isValidEmail } from '@member-hub/validators';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import {
  type AccountChooserController,
  accountForEmail,
  DEMO_GOOGLE_ACCOUNTS,
} from '../services/account-chooser';

/**
 * Development stand-in for the Google popup against the Auth emulator: a modal listing demo
 * accounts and "another account" with an e-mail field.
 */
export function EmulatorAccountChooser({ controller }: { controller: AccountChooserController }) {
  const { t } = useTranslation('app');
  const open = useSyncExternalStore(controller.subscribe, controller.isOpen);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const emailId = useId();
  const [other, setOther] = useState(false);
  const [email, setEmail] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const settle: AccountChooserController['settle'] = (account) => {
    setOther(false);
    setEmail('');
    controller.settle(account);
  };

  return (
    <dialog
      ref={ref}
      className="mh-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        settle(null);
      }}
    >
      <h2 id={titleId} className="mh-dialog__title">
        {t('chooser.title')}
      </h2>
      <p className="mh-dialog__message">{t('chooser.lead')}</p>
      <ul className="hub-choice-list">
        {DEMO_GOOGLE_ACCOUNTS.map((account) => (
          <li key={account.sub}>
            <Button variant="secondary" block debounceMs={0} onClick={() => settle(account)}>
              {account.name} ({account.email})
            </Button>
          </li>
        ))}
        <li>
          <Button variant="secondary" block debounceMs={0} onClick={() => setOther(true)}>
            {t('chooser.other')}
          </Button>
        </li>
      </ul>
      {other ? (
        <form
          className="hub-stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (isValidEmail(email)) settle(accountForEmail(email));
          }}
        >
          <div className="hub-field">
            <label htmlFor={emailId} className="hub-field__label">
              {t('chooser.emailLabel')}
            </label>
            <input
              id={emailId}
              className="hub-field__input"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <Button type="submit" block debounceMs={0}>
            {t('chooser.use')}
          </Button>
        </form>
      ) : null}
      <p>
        <Button variant="secondary" block debounceMs={0} onClick={() => settle(null)}>
          {t('chooser.cancel')}
        </Button>
      </p>
    </dialog>
  );
}

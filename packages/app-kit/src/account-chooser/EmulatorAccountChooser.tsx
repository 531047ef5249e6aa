import { Button } from '@member-hub/ui';
import { isValidEmail } from '@member-hub/validators';
import { type CSSProperties, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

import { type AccountChooserController, accountForEmail, DEMO_GOOGLE_ACCOUNTS } from './controller';

/** The chooser's words (each app passes its own i18n texts). */
export interface AccountChooserCopy {
  readonly title: string;
  readonly lead: string;
  readonly other: string;
  readonly emailLabel: string;
  readonly use: string;
  readonly cancel: string;
}

const list: CSSProperties = { listStyle: 'none', margin: '0 0 16px', padding: 0, display: 'grid', gap: 12 };
const label: CSSProperties = { display: 'block', fontWeight: 700, marginBottom: 8 };
const input: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 48,
  fontSize: 18,
  padding: '8px 12px',
  border: '2px solid var(--mh-color-border, #595959)',
  borderRadius: 8,
  marginBottom: 12,
};

/**
 * Development stand-in for the Google popup against the Auth emulator: a modal listing demo
 * accounts and "another account" with an e-mail field. Both apps render it in their layout when
 * the identity runs against the emulator.
 */
export function EmulatorAccountChooser({
  controller,
  copy,
}: {
  controller: AccountChooserController;
  copy: AccountChooserCopy;
}) {
  const open = useSyncExternalStore(controller.subscribe, controller.isOpen, controller.isOpen);
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
      {/* The content only while open: its inline styles (set through the DOM when rendered by the
          client) would be style attributes in prerendered HTML, which the CSP refuses. */}
      {open ? (
        <>
          <h2 id={titleId} className="mh-dialog__title">
            {copy.title}
          </h2>
          <p className="mh-dialog__message">{copy.lead}</p>
          <ul style={list}>
            {DEMO_GOOGLE_ACCOUNTS.map((account) => (
              <li key={account.sub}>
                <Button variant="secondary" block debounceMs={0} onClick={() => settle(account)}>
                  {account.name} ({account.email})
                </Button>
              </li>
            ))}
            <li>
              <Button variant="secondary" block debounceMs={0} onClick={() => setOther(true)}>
                {copy.other}
              </Button>
            </li>
          </ul>
          {other ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (isValidEmail(email)) settle(accountForEmail(email));
              }}
            >
              <label htmlFor={emailId} style={label}>
                {copy.emailLabel}
              </label>
              <input
                id={emailId}
                style={input}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Button type="submit" block debounceMs={0}>
                {copy.use}
              </Button>
            </form>
          ) : null}
          <p>
            <Button variant="secondary" block debounceMs={0} onClick={() => settle(null)}>
              {copy.cancel}
            </Button>
          </p>
        </>
      ) : null}
    </dialog>
  );
}

const COPY_KEYS = ['title', 'lead', 'other', 'emailLabel', 'use', 'cancel'] as const;

/** The chooser's words from the app's texts: `text('title')` … (both apps keep them under `chooser.*`). */
export function accountChooserCopy(text: (key: keyof AccountChooserCopy) => string): AccountChooserCopy {
  return Object.fromEntries(COPY_KEYS.map((key) => [key, text(key)])) as unknown as AccountChooserCopy;
}

import { type ReactNode, useState } from 'react';

import { Button } from '../Button';

/** One passkey of the member, as the profile edit lists it. */
export interface PasskeyListItem {
  readonly passkeyId: string;
  readonly deviceName: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601; absent until the passkey first signed in. */
  readonly lastUsedAt?: string | undefined;
}

/** The list's words, Japanese first; the screen passes them from its translations. */
export interface PasskeyListLabels {
  readonly explanation: ReactNode;
  readonly empty: ReactNode;
  readonly added: (date: string) => ReactNode;
  readonly lastUsed: (date: string) => ReactNode;
  readonly neverUsed: ReactNode;
  readonly remove: string;
  readonly confirmRemove: (deviceName: string) => ReactNode;
  readonly confirmYes: string;
  readonly confirmNo: string;
  readonly add: string;
}

export interface PasskeyListProps {
  passkeys: readonly PasskeyListItem[];
  labels: PasskeyListLabels;
  /** An ISO 8601 time as the member reads a date (e.g. 2026年11月28日). */
  formatDate: (iso: string) => string;
  /** A removal or an addition is under way: the buttons wait. */
  busy?: boolean;
  onRemove: (passkeyId: string) => void;
  /** Absent when this browser cannot make a passkey: no 追加 button then. */
  onAdd?: (() => void) | undefined;
}

/**
 * The member's passkeys (the phone's fingerprint or face as a sign-in): each with its device
 * name, the date added and the date last used, and 削除 behind a plain confirmation — a member
 * whose phone changed removes the old one here. 追加 registers this phone.
 */
export function PasskeyList({
  passkeys,
  labels,
  formatDate,
  busy = false,
  onRemove,
  onAdd,
}: PasskeyListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <div className="mh-passkey-list">
      <p>{labels.explanation}</p>
      {passkeys.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <ul className="mh-passkey-list__items">
          {passkeys.map((passkey) => (
            <li key={passkey.passkeyId} className="mh-passkey-list__item">
              <p className="mh-passkey-list__name">{passkey.deviceName}</p>
              <p>{labels.added(formatDate(passkey.createdAt))}</p>
              <p>{passkey.lastUsedAt ? labels.lastUsed(formatDate(passkey.lastUsedAt)) : labels.neverUsed}</p>
              {confirming === passkey.passkeyId ? (
                <div className="mh-passkey-list__confirm" role="group" aria-label={labels.remove}>
                  <p>{labels.confirmRemove(passkey.deviceName)}</p>
                  <Button
                    block
                    disabled={busy}
                    onClick={() => {
                      setConfirming(null);
                      onRemove(passkey.passkeyId);
                    }}
                  >
                    {labels.confirmYes}
                  </Button>
                  <Button variant="secondary" block onClick={() => setConfirming(null)}>
                    {labels.confirmNo}
                  </Button>
                </div>
              ) : (
                <Button
                  variant="secondary"
                  block
                  disabled={busy}
                  aria-label={`${labels.remove}: ${passkey.deviceName}`}
                  onClick={() => setConfirming(passkey.passkeyId)}
                >
                  {labels.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {onAdd ? (
        <Button block disabled={busy} onClick={onAdd}>
          {labels.add}
        </Button>
      ) : null}
    </div>
  );
}

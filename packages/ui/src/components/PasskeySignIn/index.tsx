import { type ReactNode } from 'react';

import { Button } from '../Button';

export type PasskeySignInState = 'idle' | 'busy' | 'cancelled' | 'failed';

export interface PasskeySignInProps {
  /** Where the ceremony stands: a cancelled or failed one says so and offers the mail link. */
  state: PasskeySignInState;
  /** The large button's label (「指紋や顔でログイン」). */
  buttonLabel: ReactNode;
  /** A plain sentence under the button: what a passkey is, for someone who never heard the word. */
  explanation?: ReactNode;
  /** What a cancelled or failed ceremony says, in plain words. */
  message?: ReactNode;
  /** The mail link button's label (「メールでログインする」). */
  mailLinkLabel: ReactNode;
  onStart: () => void;
  /** One tap to the mail link sign-in. */
  onMailLink: () => void;
}

/**
 * Sign in with the phone's fingerprint or face (a passkey): one large button; when the ceremony
 * was cancelled or failed, the reason in plain words and the mail link one tap away.
 */
export function PasskeySignIn({
  state,
  buttonLabel,
  explanation,
  message,
  mailLinkLabel,
  onStart,
  onMailLink,
}: PasskeySignInProps) {
  const trouble = state === 'cancelled' || state === 'failed';
  return (
    <div className="mh-passkey">
      <Button block disabled={state === 'busy'} onClick={onStart}>
        {buttonLabel}
      </Button>
      {explanation ? <p className="mh-passkey__note">{explanation}</p> : null}
      {trouble ? (
        <div className="mh-passkey__trouble" role="alert" aria-live="assertive">
          <p>{message}</p>
          <Button variant="secondary" block onClick={onMailLink}>
            {mailLinkLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

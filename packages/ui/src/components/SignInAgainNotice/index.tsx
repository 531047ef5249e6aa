import { Button } from '../Button';

/** The words of the notice; the app owns them (they differ by the change that was refused). */
export interface SignInAgainCopy {
  /** もう一度ログインしてください */
  heading: string;
  /** Why the change needs a recent sign-in. */
  reason: string;
  /** What happens after signing in again (back to this screen, what is kept). */
  next: string;
  /** ログインし直す */
  button: string;
}

export interface SignInAgainNoticeProps {
  copy: SignInAgainCopy;
  /** Starts the sign-in again (the app keeps the member's place first). */
  onSignInAgain: () => void;
  /** The sign-in is starting: the button is disabled. */
  busy?: boolean;
  /**
   * The heading's level: 2 when the notice takes the screen's place (the shell's title is the
   * h1), 4 inside a section whose heading is an h3 (the registration number of the profile edit).
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A change that needs a sign-in within the last few minutes was refused: why, in plain words,
 * what happens next, and one large button. Announced at once (it answers the member's button).
 */
export function SignInAgainNotice({
  copy,
  onSignInAgain,
  busy = false,
  headingLevel = 2,
}: SignInAgainNoticeProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="mh-notice mh-notice--status" role="alert" data-notice="sign-in-again">
      <Heading className="mh-notice__heading">{copy.heading}</Heading>
      <div className="mh-notice__body">
        <p>{copy.reason}</p>
        <p>{copy.next}</p>
      </div>
      <div className="mh-notice__actions">
        <Button block disabled={busy} onClick={onSignInAgain}>
          {copy.button}
        </Button>
      </div>
    </section>
  );
}

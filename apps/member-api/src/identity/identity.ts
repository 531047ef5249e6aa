/** What the server needs from the identity service (Firebase Authentication). */
/**
 * The claim of the payout's custom token naming the push tokens its device assertion proved
 * (routes/push-relations.ts); read back as VerifiedUser.provenPushTokens from a custom sign-in only.
 */
export const PROVEN_PUSH_TOKENS_CLAIM = 'proven_push_tokens';
/**
 * The claim of this server's custom tokens naming how the member proved who they are (`passkey`,
 * `d-account`); read back as VerifiedUser.signInMethod from a custom sign-in only. Firebase keeps
 * `amr` for itself, so the ID token of the authentication host gets its `amr` from this
 * (oidc/claims.ts amrOf).
 */
export const SIGN_IN_METHOD_CLAIM = 'signInMethod';
/**
 * The SIGN_IN_METHOD_CLAIM of the sign-in an e-mail change makes (mail/email-change.ts): the member
 * opened the link mailed to the new address, which is the address they sign in with from then on,
 * as an e-mail link sign-in to it would have.
 */
export const EMAIL_CHANGE_SIGN_IN_METHOD = 'email-change';

export interface VerifiedUser {
  uid: string;
  email: string | undefined;
  /** 'password', 'google.com', 'custom', … */
  signInProvider: string | undefined;
  /** The token's email_verified claim (false when absent). */
  emailVerified: boolean;
  /** Seconds since the epoch when the user signed in. */
  authTime: number;
  /**
   * The push tokens a device proved when this sign-in was minted (the payout's custom token
   * carries them as its PROVEN_PUSH_TOKENS_CLAIM); absent otherwise.
   */
  provenPushTokens?: Readonly<Record<string, string>>;
  /** SIGN_IN_METHOD_CLAIM of a custom sign-in (absent otherwise). */
  signInMethod?: string;
}

export interface ActionCodeSettings {
  url: string;
  handleCodeInApp?: boolean;
}

export interface Identity {
  /** Verifies a bearer ID token (signature, audience, expiry, revocation, disabled user). */
  verifyIdToken(idToken: string): Promise<VerifiedUser>;
  createCustomToken(uid: string, claims?: Record<string, unknown>): Promise<string>;
  /** Makes every refresh token (and ID tokens issued before now) of the user invalid. */
  revokeRefreshTokens(uid: string): Promise<void>;
  /** Deletes the user; an unknown uid is not an error. */
  deleteUser(uid: string): Promise<void>;
  /** The uid of the user with this e-mail, or undefined. */
  findUidByEmail(email: string): Promise<string | undefined>;
  /**
   * The user holding this address and whether the address was ever proven (email_verified);
   * undefined when no user has it.
   */
  findAccountByEmail(email: string): Promise<{ uid: string; emailVerified: boolean } | undefined>;
  /**
   * Replaces the user's password with a long random one that is neither kept nor told to anyone:
   * whoever knew the old password can no longer sign in with it. (The identity service cannot
   * drop the password alone without dropping the address with it.)
   */
  discardPassword(uid: string): Promise<void>;
  /** The address the identity service holds for the user ('' when none); undefined for an unknown uid. */
  getEmail(uid: string): Promise<string | undefined>;
  /**
   * Sets the user's address (verified: it was proven by a mailed link). Throws IdentityError
   * 'email_taken' when another user has it.
   */
  updateEmail(uid: string, email: string): Promise<void>;
  /** A Firebase e-mail sign-in link (for the mail-link calls). */
  generateSignInWithEmailLink(email: string, settings: ActionCodeSettings): Promise<string>;
}

/** Every identity failure surfaces as this error; `kind` tells what went wrong. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly kind: 'token_invalid' | 'token_revoked' | 'user_disabled' | 'unavailable' | 'email_taken',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isIdentityError(value: unknown): value is IdentityError {
  return (
    typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'IdentityError'
  );
}

// The tables and constructors of IdentityError (the kinds and the guards: `error-kinds.ts`).
import { type IdentityError, type IdentityErrorKind, isIdentityError } from './error-kinds';

/** English messages for logs. The UI shows the spec's Japanese texts, chosen by `kind`. */
const messages: Readonly<Record<IdentityErrorKind, string>> = {
  link_invalid: 'The sign-in link is invalid or has already been used.',
  link_expired: 'The sign-in link has expired.',
  invalid_email: 'The e-mail address is invalid or does not match the sign-in link.',
  popup_closed: 'The sign-in popup was closed before signing in.',
  popup_blocked: 'The browser blocked the sign-in popup.',
  network: 'The identity service could not be reached.',
  too_many_requests: 'Too many requests to the identity service; try again later.',
  user_disabled: 'The account is disabled.',
  user_not_found: 'The account does not exist.',
  credential_already_in_use: 'The account is already linked to another member.',
  email_already_in_use: 'The e-mail address is already used by another member.',
  account_exists: 'An account with this e-mail address exists with another sign-in method.',
  provider_already_linked: 'This provider is already linked to the member.',
  no_such_provider: 'The member has no such provider linked.',
  requires_recent_login: 'The operation requires a recent sign-in.',
  weak_password: 'The password is too weak for the identity service.',
  session_expired: 'The session is no longer valid; sign in again.',
  invalid_custom_token: 'The custom token is invalid.',
  not_signed_in: 'No member is signed in.',
  configuration: 'The identity service is not configured correctly.',
  unknown: 'An unexpected identity error occurred.',
};

/**
 * Firebase Auth error code → kind. Codes not listed map to `unknown`.
 * Names as in `AuthErrorCodes` of firebase/auth 12.
 */
export const firebaseErrorMapping: Readonly<Record<string, IdentityErrorKind>> = Object.freeze({
  // e-mail link
  'auth/invalid-action-code': 'link_invalid',
  'auth/argument-error': 'link_invalid',
  'auth/expired-action-code': 'link_expired',
  'auth/invalid-email': 'invalid_email',
  'auth/missing-email': 'invalid_email',
  // popup
  'auth/popup-closed-by-user': 'popup_closed',
  'auth/cancelled-popup-request': 'popup_closed',
  'auth/user-cancelled': 'popup_closed',
  'auth/redirect-cancelled-by-user': 'popup_closed',
  'auth/popup-blocked': 'popup_blocked',
  // transport
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/internal-error': 'unknown',
  'auth/too-many-requests': 'too_many_requests',
  'auth/quota-exceeded': 'too_many_requests',
  // account state
  'auth/user-disabled': 'user_disabled',
  'auth/user-not-found': 'user_not_found',
  'auth/user-mismatch': 'user_not_found',
  'auth/credential-already-in-use': 'credential_already_in_use',
  'auth/email-already-in-use': 'email_already_in_use',
  'auth/account-exists-with-different-credential': 'account_exists',
  'auth/provider-already-linked': 'provider_already_linked',
  'auth/no-such-provider': 'no_such_provider',
  'auth/requires-recent-login': 'requires_recent_login',
  'auth/weak-password': 'weak_password',
  'auth/missing-password': 'weak_password',
  'auth/user-token-expired': 'session_expired',
  'auth/invalid-user-token': 'session_expired',
  'auth/id-token-revoked': 'session_expired',
  // custom token
  'auth/invalid-custom-token': 'invalid_custom_token',
  'auth/custom-token-mismatch': 'invalid_custom_token',
  // set-up
  'auth/invalid-api-key': 'configuration',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'configuration',
  'auth/app-not-authorized': 'configuration',
  'auth/unauthorized-domain': 'configuration',
  'auth/operation-not-allowed': 'configuration',
  'auth/operation-not-supported-in-this-environment': 'configuration',
  'auth/auth-domain-config-required': 'configuration',
  'auth/invalid-continue-uri': 'configuration',
  'auth/unauthorized-continue-uri': 'configuration',
  'auth/emulator-config-failed': 'configuration',
} satisfies Record<string, IdentityErrorKind>);

/** Creates an IdentityError of a kind (the message is the kind's English log message). */
export function createIdentityError(
  kind: IdentityErrorKind,
  options: { cause?: unknown; firebaseCode?: string; message?: string } = {},
): IdentityError {
  const error = new Error(options.message ?? messages[kind], { cause: options.cause });
  return Object.assign(error, {
    name: 'IdentityError' as const,
    kind,
    code: `identity.${kind}` as const,
    firebaseCode: options.firebaseCode,
  });
}

/** The kind a Firebase error code maps to (`unknown` for codes not in the table). */
export function kindOfFirebaseCode(code: string): IdentityErrorKind {
  return firebaseErrorMapping[code] ?? 'unknown';
}

/**
 * Turns anything thrown by Firebase (or by us) into an IdentityError. An IdentityError passes
 * through unchanged; a Firebase error (`code: 'auth/…'`) is mapped by the table; anything else is
 * `unknown` with the original as `cause`.
 */
export function toIdentityError(e: unknown): IdentityError {
  if (isIdentityError(e)) return e;
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && code.startsWith('auth/')) {
    return createIdentityError(kindOfFirebaseCode(code), { cause: e, firebaseCode: code });
  }
  return createIdentityError('unknown', { cause: e });
}

/**
 * The one error type of @member-hub/identity. Every Firebase `auth/*` error is turned into an
 * `IdentityError` at this package's boundary, so that apps decide by a stable code and never by
 * Firebase's codes or message texts (style: firebaseui-web `translations/src/mapping.ts`).
 *
 * Tell errors apart by their `kind` (or the namespaced `code`), never by `instanceof`: two copies
 * of this package in one page (two bundles) must still recognise each other's errors.
 *
 * | kind                       | when                                                              |
 * | -------------------------- | ----------------------------------------------------------------- |
 * | link_invalid               | the e-mail link is malformed, already used or not a sign-in link  |
 * | link_expired               | the e-mail link is past its validity                              |
 * | invalid_email              | the address is malformed or is not the one the link was sent to   |
 * | popup_closed               | the Google popup (or the emulator's account chooser) was closed   |
 * | popup_blocked              | the browser blocked the popup                                     |
 * | network                    | no answer from the identity service (offline, timeout)            |
 * | too_many_requests          | the identity service throttles this client                        |
 * | user_disabled              | the account is disabled                                           |
 * | user_not_found             | the account no longer exists                                      |
 * | credential_already_in_use  | the Google account already belongs to another member (003a)       |
 * | email_already_in_use       | the address already belongs to another member                     |
 * | account_exists             | the address is registered with another sign-in method             |
 * | provider_already_linked    | this member already has a Google account linked                   |
 * | no_such_provider           | unlink of a provider the member does not have                     |
 * | requires_recent_login      | the operation needs a fresh sign-in                               |
 * | weak_password              | the identity service refuses the password as too weak            |
 * | session_expired            | the session's token is no longer valid (revoked, expired)         |
 * | invalid_custom_token       | the server's custom token is malformed or for another project     |
 * | not_signed_in              | the operation needs a signed-in member and there is none          |
 * | configuration              | API key, domain, provider setting or missing option               |
 * | unknown                    | anything else (the original error is kept as `cause`)             |
 *
 * This module holds the kinds and the guards (small: what a first screen needs to tell errors
 * apart); `errors.ts` the tables and constructors, which only the Firebase wrapper needs.
 */

export const identityErrorKinds = [
  'link_invalid',
  'link_expired',
  'invalid_email',
  'popup_closed',
  'popup_blocked',
  'network',
  'too_many_requests',
  'user_disabled',
  'user_not_found',
  'credential_already_in_use',
  'email_already_in_use',
  'account_exists',
  'provider_already_linked',
  'no_such_provider',
  'requires_recent_login',
  'weak_password',
  'session_expired',
  'invalid_custom_token',
  'not_signed_in',
  'configuration',
  'unknown',
] as const;

export type IdentityErrorKind = (typeof identityErrorKinds)[number];

/** The namespaced, stable code of a kind: `identity.link_invalid`, ... */
export type IdentityErrorCode = `identity.${IdentityErrorKind}`;

/** An error of this package: an `Error` with a stable `kind` and `code`. */
export interface IdentityError extends Error {
  readonly name: 'IdentityError';
  readonly kind: IdentityErrorKind;
  readonly code: IdentityErrorCode;
  /** The Firebase code it came from (`auth/invalid-action-code`), if any. For logs only. */
  readonly firebaseCode: string | undefined;
}

/** True for an error made by this package (from any copy of it). */
export function isIdentityError(e: unknown): e is IdentityError {
  if (typeof e !== 'object' || e === null) return false;
  const { name, kind, code } = e as { name?: unknown; kind?: unknown; code?: unknown };
  return (
    name === 'IdentityError' &&
    identityErrorKinds.includes(kind as IdentityErrorKind) &&
    code === `identity.${String(kind)}`
  );
}

/** True for an IdentityError of one of the given kinds: `isIdentityErrorOfKind(e, 'link_invalid', 'link_expired')`. */
export function isIdentityErrorOfKind<K extends IdentityErrorKind>(
  e: unknown,
  ...kinds: readonly [K, ...K[]]
): e is IdentityError & { readonly kind: K; readonly code: `identity.${K}` } {
  return isIdentityError(e) && (kinds as readonly IdentityErrorKind[]).includes(e.kind);
}

import { getAdditionalUserInfo, type User, type UserCredential } from 'firebase/auth';

/** The signed-in member as plain data (no Firebase object leaks out of this package). */
export interface IdentityUser {
  /** Firebase uid: the member's `uid` / the ID token's `sub`. */
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  /**
   * Linked providers: `password` for the e-mail link, `google.com` for Google (the hub spec's
   * "password (mail) and {host}"). Empty for a custom-token member without linked providers.
   */
  readonly providerIds: readonly string[];
}

/** What a sign-in returns. */
export interface IdentitySignInResult {
  readonly user: IdentityUser;
  /** True when this sign-in created the account (first sign-in with this credential). */
  readonly isNewUser: boolean;
  /** `password`, `google.com`, or null for a custom token. */
  readonly providerId: string | null;
}

export function toIdentityUser(user: User): IdentityUser {
  return Object.freeze({
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    providerIds: Object.freeze(user.providerData.map((p) => p.providerId)),
  });
}

export function toSignInResult(credential: UserCredential): IdentitySignInResult {
  const info = getAdditionalUserInfo(credential);
  return Object.freeze({
    user: toIdentityUser(credential.user),
    isNewUser: info?.isNewUser ?? false,
    providerId: credential.providerId ?? info?.providerId ?? null,
  });
}

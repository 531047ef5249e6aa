/**
 * The standard claims of the ID token and userinfo (OpenID Connect Core §5.1, §5.4) from what the
 * member API holds of a member, each under its standard name and in its standard scope:
 *
 *   openid   sub, under_18 (ours, see below); `nickname` too for a client registered with `nickname_scope: "openid"` (the
 *            default, the hub's own entry: it asks for `openid` alone and its clients read the
 *            nickname from the ID token)
 *   profile  nickname, birthdate (when entered), gender (`female` / `male` when the member said),
 *            updated_at (the member record's last change, seconds since the epoch)
 *
 * Nothing else the member API holds is given: no scope here asks for the e-mail address, the
 * telephone number, the address or the avatar.
 */
import { Sex } from '@member-hub/enums';
import { isUnder18 } from '@member-hub/validators';

import { EMAIL_CHANGE_SIGN_IN_METHOD, type VerifiedUser } from '../identity';

import type { MemberProfileFacts } from '../members/sign-in-check';

/**
 * `under_18` (openid, every client): true while the member is under 18 (profile §1: their
 * profile is private; a service lets them only view posts, not post, react or follow). False
 * when the birthday is not entered. Not a standard claim: the member API's own, boolean.
 */
export const UNDER_18_CLAIM = 'under_18';

export function under18ClaimOf(member: Pick<MemberProfileFacts, 'birthday'>, today: Date = new Date()) {
  return { [UNDER_18_CLAIM]: isUnder18(member.birthday, today) };
}

/** The claims the `profile` scope gives (provider.ts `claims`, discovery's `claims_supported`). */
export const PROFILE_CLAIMS = ['nickname', 'birthdate', 'gender', 'updated_at'] as const;

/** Where a client gets `nickname`: with `openid` (the default) or only with `profile`. */
export const NICKNAME_SCOPES = ['openid', 'profile'] as const;
export type NicknameScope = (typeof NICKNAME_SCOPES)[number];

/** The birthday the member API keeps when none was entered. */
const NO_BIRTHDAY = '1900-01-01';

const GENDER_OF: Readonly<Record<number, string>> = { [Sex.Male]: 'male', [Sex.Female]: 'female' };

/**
 * The standard claims of a member for the scopes granted to a client (space-separated). The
 * provider takes from them only what the granted scopes allow (provider.ts `claims`).
 */
export function standardClaimsOf(
  member: MemberProfileFacts,
  scope: string,
  nicknameScope: NicknameScope = 'openid',
): Record<string, string | number> {
  const scopes = new Set(scope.split(' '));
  const claims: Record<string, string | number> = {};
  if (nicknameScope === 'openid' || scopes.has('profile')) claims.nickname = member.nickname;
  if (!scopes.has('profile')) return claims;
  if (member.birthday && member.birthday !== NO_BIRTHDAY) claims.birthdate = member.birthday;
  const gender = GENDER_OF[member.sexId];
  if (gender) claims.gender = gender;
  claims.updated_at = Math.floor(member.updateDate.getTime() / 1000);
  return claims;
}

/**
 * The ID token's `amr` (OpenID Connect Core §2): how the member proved who they are at the hub, in
 * RFC 8176 values where one fits, so that a sibling service can tell a passkey from a mail.
 *
 *   passkey (custom token, signInMethod `passkey`)   hwk, user   a key held by the phone, unlocked
 *                                                              by the member's fingerprint, face or
 *                                                              screen lock (user verification)
 *   e-mail link (`emailLink`)                        otp         a one-time link mailed to them
 *   e-mail and password (`password`)                 pwd
 *   Google (`google.com`)                            fed         federated (no RFC 8176 value fits;
 *                                                              `fed` as other providers use it)
 *   carrier account (custom, signInMethod `d-account`)  fed
 *   e-mail change (custom, signInMethod `email-change`)  otp        the link mailed to the new
 *                                                              address, from then on the one the
 *                                                              member signs in with
 *   anything else (kantan and the older service's custom tokens)  no `amr`
 */
export function amrOf(user: Pick<VerifiedUser, 'signInProvider' | 'signInMethod'>): string[] | undefined {
  switch (user.signInProvider) {
    case 'emailLink':
      return ['otp'];
    case 'password':
      return ['pwd'];
    case 'google.com':
      return ['fed'];
    case 'custom':
      if (user.signInMethod === 'passkey') return ['hwk', 'user'];
      if (user.signInMethod === 'd-account') return ['fed'];
      if (user.signInMethod === EMAIL_CHANGE_SIGN_IN_METHOD) return ['otp'];
      return undefined;
    default:
      return undefined;
  }
}

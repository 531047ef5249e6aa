/**
 * The one server-side sign-in check (locks, member record, revoked grants): may this uid sign in to a
 * client of this service? Used by POST /member/v1/authorization before a hand-back is issued and
 * by the authentication host's findAccount, so the authorization-code, refresh-token and
 * userinfo requests of a member who is gone, revoked or locked fail too.
 *
 *   no member record                        → 'member.not_found'
 *   memberStatus '' (revoked, hub spec §4)   → 'member.revoked'
 *   the client's service is locked           → 'member.locked'
 *
 * memberStatus '2' only blocks the SSO shortcut in the hub (/sso); a fresh sign-in still passes.
 *
 * The Firebase ID token itself is checked too (anyone can sign up any address with a password),
 * where one is at hand (the hand-back and the member's creation; the token and refresh grants
 * have only the uid):
 *   a sign-in provider outside SIGN_IN_PROVIDERS                 → 'identity.provider'
 *   an e-mail/password identity whose address is not verified   → 'identity.email_unverified'
 * The public web API key lets anyone create an e-mail/password account for any address; only
 * the e-mail link (which verifies it) or Google proves the address belongs to the caller.
 */
import { serviceLockIdOf, type SsoServiceCode } from '@member-hub/enums';
import { eq, sql } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { members } from '../db/schema';
import { ApiError } from '../http/errors';
import type { VerifiedUser } from '../identity';
import { hasLock } from '../queries/locks';

export type SignInRefusal = 'member.not_found' | 'member.revoked' | 'member.locked';

/**
 * Providers whose identities may become or act as members: e-mail (link, then password),
 * Google, and the server's own custom tokens (carrier and legacy sign-ins). Anonymous, phone
 * and any provider not configured for the hub are refused.
 */
export const SIGN_IN_PROVIDERS: ReadonlySet<string> = new Set([
  'password',
  'emailLink',
  'google.com',
  'custom',
]);

/** Providers that rest on the e-mail address, so the address must be verified. */
const EMAIL_PROVIDERS: ReadonlySet<string> = new Set(['password', 'emailLink']);

export type IdentityRefusal = 'identity.provider' | 'identity.email_unverified';

/** Why this verified ID token may not act as a member (undefined: it may). */
export function identityRefusal(
  user: Pick<VerifiedUser, 'signInProvider' | 'emailVerified'>,
): IdentityRefusal | undefined {
  const provider = user.signInProvider ?? '';
  if (!SIGN_IN_PROVIDERS.has(provider)) return 'identity.provider';
  if (EMAIL_PROVIDERS.has(provider) && !user.emailVerified) return 'identity.email_unverified';
  return undefined;
}

/** Throws 403 auth.identity_unverified when the token's identity may not act as a member. */
export function assertIdentityAccepted(user: Pick<VerifiedUser, 'signInProvider' | 'emailVerified'>): void {
  const refusal = identityRefusal(user);
  if (refusal) {
    throw new ApiError(
      403,
      'auth.identity_unverified',
      `The signed-in identity is not accepted (${refusal}).`,
    );
  }
}

/** What the sign-in check reads of a member: its status, and whether the client's service is locked. */
interface SignInState {
  readonly memberStatus: string;
  readonly locked: boolean;
}

/** The sign-in check's rules, on what was read of the member (undefined: no record). */
export function refusalOf(member: SignInState | undefined): SignInRefusal | undefined {
  if (!member) return 'member.not_found';
  if (member.memberStatus === '') return 'member.revoked';
  if (member.locked) return 'member.locked';
  return undefined;
}

/** Why `uid` may not sign in to `service` (undefined: it may); one query. */
export async function signInRefusal(
  db: Database | Tx,
  uid: string,
  service: SsoServiceCode | undefined,
): Promise<SignInRefusal | undefined> {
  const [member] = await db
    .select({
      memberStatus: members.memberStatus,
      locked: service === undefined ? sql<boolean>`false` : hasLock(serviceLockIdOf(service)),
    })
    .from(members)
    .where(eq(members.uid, uid))
    .limit(1);
  return refusalOf(member);
}

/** Throws the API error of a refusal: 404 member.not_found, else 403 member.locked. */
export function assertNotRefused(refusal: SignInRefusal | undefined): void {
  if (refusal === 'member.not_found') throw new ApiError(404, 'member.not_found', 'No member record.');
  if (refusal) throw new ApiError(403, 'member.locked', `The member may not sign in (${refusal}).`);
}

/** signInRefusal, thrown as its API error (assertNotRefused). */
export async function assertMaySignIn(
  db: Database | Tx,
  uid: string,
  service: SsoServiceCode | undefined,
): Promise<void> {
  assertNotRefused(await signInRefusal(db, uid, service));
}

/** What a client may learn of a member (OpenID Connect `profile` claims, oidc/claims.ts). */
export interface MemberProfileFacts {
  readonly nickname: string;
  /** YYYY-MM-DD; 1900-01-01 means not entered. */
  readonly birthday: string;
  /** enums Sex. */
  readonly sexId: number;
  readonly updateDate: Date;
}

/** What the token grants need of a member: why not, or the facts for the ID token and userinfo. */
export type SignInLookup = { readonly refusal: SignInRefusal } | MemberProfileFacts;

/**
 * What the token grants read of a member when it comes along with the code or token that names it
 * (oidc/adapter.ts): its status, all its lock ids, and the facts for the ID token.
 */
export interface MemberSignInRow extends MemberProfileFacts {
  readonly memberStatus: string;
  readonly lockIds: readonly string[];
}

/**
 * The sign-in check on a member row read along (undefined: no record): the rules of
 * signInRefusal, the lock being one of the member's for the client's service.
 */
export function signInLookupOf(member: MemberSignInRow | undefined, service: SsoServiceCode): SignInLookup {
  const lockId = serviceLockIdOf(service);
  const refusal = refusalOf(
    member && { memberStatus: member.memberStatus, locked: member.lockIds.includes(lockId) },
  );
  if (refusal) return { refusal };
  const { nickname, birthday, sexId, updateDate } = member!;
  return { nickname, birthday, sexId, updateDate };
}

/**
 * signInRefusal and the member's nickname in one prepared round trip: POST /authorization runs it
 * before every hand-back of a registered client, the authentication host's findAccount for every
 * code and refresh-token grant and userinfo call (the same rules as signInRefusal).
 */
export function preparedSignInLookup(
  db: Database,
): (uid: string, service: SsoServiceCode) => Promise<SignInLookup> {
  const statement = db
    .select({
      memberStatus: members.memberStatus,
      nickname: members.nickname,
      birthday: members.birthday,
      sexId: members.sexId,
      updateDate: members.updateDate,
      locked: hasLock(sql.placeholder('lockId')),
    })
    .from(members)
    .where(eq(members.uid, sql.placeholder('uid')))
    .limit(1)
    .prepare('member_api_sign_in_lookup');
  return async (uid, service) => {
    const [member] = await statement.execute({ uid, lockId: serviceLockIdOf(service) });
    const refusal = refusalOf(member);
    if (refusal) return { refusal };
    const { nickname, birthday, sexId, updateDate } = member!;
    return { nickname, birthday, sexId, updateDate };
  };
}

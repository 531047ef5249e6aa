/**
 * The one server-side sign-in check (security review H-1, M-1, M-3): may this uid sign in to a
 * client of this service? Used by POST /member/v1/authorization before a hand-back is issued and
 * by the authentication host's findAccount, so the authorization-code, refresh-token and
 * userinfo requests of a member who is gone, revoked or locked fail too.
 *
 *   no member record                        → 'member.not_found'
 *   memberStatus '' (revoked, hub spec §4)   → 'member.revoked'
 *   the client's service is locked           → 'member.locked'
 *
 * memberStatus '2' only blocks the SSO shortcut in the hub (/sso); a fresh sign-in still passes.
 */
import type { SsoServiceCode } from '@member-hub/enums';
import { eq } from 'drizzle-orm';

import type { Database, Tx } from '../db/client';
import { members } from '../db/schema';
import { ApiError } from '../http/errors';

import { isServiceLocked } from './locks';

export type SignInRefusal = 'member.not_found' | 'member.revoked' | 'member.locked';

/** Why `uid` may not sign in to `service` (undefined: it may). */
export async function signInRefusal(
  db: Database | Tx,
  uid: string,
  service: SsoServiceCode | undefined,
): Promise<SignInRefusal | undefined> {
  const [member] = await db
    .select({ memberStatus: members.memberStatus })
    .from(members)
    .where(eq(members.uid, uid))
    .limit(1);
  if (!member) return 'member.not_found';
  if (member.memberStatus === '') return 'member.revoked';
  if (service !== undefined && (await isServiceLocked(db, uid, service))) return 'member.locked';
  return undefined;
}

/** Throws the API error of a refusal: 404 member.not_found, else 403 member.locked. */
export async function assertMaySignIn(
  db: Database | Tx,
  uid: string,
  service: SsoServiceCode | undefined,
): Promise<void> {
  const refusal = await signInRefusal(db, uid, service);
  if (refusal === 'member.not_found') throw new ApiError(404, 'member.not_found', 'No member record.');
  if (refusal) throw new ApiError(403, 'member.locked', `The member may not sign in (${refusal}).`);
}

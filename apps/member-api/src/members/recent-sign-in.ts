/**
 * Changes that hand the account to whoever makes them (its address, its deletion) need a sign-in
 * within the last few minutes, not just a valid ID token: an ID token lives an hour and can be
 * copied from a shared or stolen device, and the member, asked to sign in again, notices.
 *
 *   auth_time of the ID token older than RECENT_SIGN_IN_SECONDS → 403 auth.recent_login_required
 *
 * The profile app answers the code with its "sign in again" screen and brings the member back to
 * where they were.
 */
import { ApiError } from '../http/errors';
import type { VerifiedUser } from '../identity';

/** How recent the sign-in must be: 5 minutes. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Whether the token's sign-in (auth_time, seconds) lies within RECENT_SIGN_IN_SECONDS of `now`. */
export function isRecentSignIn(user: Pick<VerifiedUser, 'authTime'>, now: Date): boolean {
  return now.getTime() / 1000 - user.authTime <= RECENT_SIGN_IN_SECONDS;
}

/** Throws 403 auth.recent_login_required unless the token's sign-in is recent. */
export function assertRecentSignIn(user: Pick<VerifiedUser, 'authTime'>, now: Date): void {
  if (!isRecentSignIn(user, now)) {
    throw new ApiError(
      403,
      'auth.recent_login_required',
      `This change needs a sign-in within the last ${RECENT_SIGN_IN_SECONDS / 60} minutes.`,
    );
  }
}

/**
 * Unsubscribe (profile spec §2 "Unsubscribe", §4, §8): DELETE /member/v1/me, then sign out, clear
 * the user data and mark the completion, so that 014_unsubscribeComplete opens only right after a
 * deletion. A 403 means a paid service is registered (paymentEnableError). Plain functions; the
 * screens only wire them.
 */
import { hasErrorCode, isHttpError, type MemberApiClient } from '@member-hub/api-client';
import { type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { type Identity } from '@member-hub/identity';

import { AVATAR_CHOICE_KEY } from '../shared/avatar-choice';
import { SIGN_IN_AGAIN_KEY } from '../shared/sign-in-again';

/** The spec's "unsubscribe-complete flag" (view state), kept until the complete screen has read it. */
export const UNSUBSCRIBE_COMPLETE_KEY = 'unsubscribeComplete';

/** Local keys of the member's own data that must not outlive the member (the user data store). */
export const MEMBER_DATA_KEYS: readonly string[] = [AVATAR_CHOICE_KEY, SIGN_IN_AGAIN_KEY];

export interface UnsubscribeDeps {
  readonly api: Pick<MemberApiClient, 'deleteMe'>;
  readonly identity: Pick<Identity, 'signOut'>;
  readonly storage: KeyValueStorage;
  /** Drops the cached member (the app's query cache). */
  readonly clearUserData: () => void;
}

export type UnsubscribeResult =
  | { readonly kind: 'done' }
  | { readonly kind: 'paymentError' }
  /** 403 auth.recent_login_required: the sign-in is older than the server allows for leaving. */
  | { readonly kind: 'signInAgain' }
  | { readonly kind: 'failed'; readonly error: unknown };

export async function unsubscribe(deps: UnsubscribeDeps): Promise<UnsubscribeResult> {
  try {
    await deps.api.deleteMe();
  } catch (error) {
    // Both refusals are 403: the code tells them apart.
    if (hasErrorCode(error, 'auth.recent_login_required')) return { kind: 'signInAgain' };
    if (isHttpError(error) && error.status === 403) return { kind: 'paymentError' };
    return { kind: 'failed', error };
  }
  // The member is gone on the server; the local session and data follow.
  try {
    await deps.identity.signOut();
  } finally {
    deps.clearUserData();
    for (const key of MEMBER_DATA_KEYS) deps.storage.removeItem(key);
    deps.storage.setItem(UNSUBSCRIBE_COMPLETE_KEY, 'true');
  }
  return { kind: 'done' };
}

/** May 014 open? Only right after a deletion (the flag is set). */
export function isUnsubscribeComplete(storage: KeyValueStorage): boolean {
  return storage.getItem(UNSUBSCRIBE_COMPLETE_KEY) === 'true';
}

/** The complete screen has been shown: a reload or a later visit goes back to 012. */
export function endUnsubscribeComplete(storage: KeyValueStorage): void {
  storage.removeItem(UNSUBSCRIBE_COMPLETE_KEY);
}

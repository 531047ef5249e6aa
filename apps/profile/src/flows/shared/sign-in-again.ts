/**
 * Signing in again before a change that needs a recent sign-in (the member API's 403
 * auth.recent_login_required: e-mail change, unsubscribe, the registration password). The member
 * goes to the hub's /login with this screen as the return address (with the client's own query);
 * the hub's complete screen goes straight back to a profile screen of its own host
 * (`ProfileReturnPath`), so the member lands where they were. What they had chosen or typed is kept
 * here meanwhile, for the same member and screen only and for as long as a login mail lives.
 */
import { HubPagePath, MAIL_LINK_VALIDITY_MS, type ProfileReturnPath } from '@member-hub/enums';
import { type ClientContext, type KeyValueStorage } from '@member-hub/app-kit/client-context';

import { hubScreenFor, screenReturnUrl } from './return-to-screen';

/** The local key of the kept place (ours, not a spec key). */
export const SIGN_IN_AGAIN_KEY = 'signInAgain';

/** How long the place is kept: the login mail's link lives this long. */
export const SIGN_IN_AGAIN_KEEP_MS = MAIL_LINK_VALIDITY_MS;

/** The screens that send the member to sign in again (all on the hub's straight-back list). */
export type SignInAgainPath =
  | typeof ProfileReturnPath.changeEmailConfirm
  | typeof ProfileReturnPath.unsubscribe
  | typeof ProfileReturnPath.profileEdit
  | typeof ProfileReturnPath.memberProfileEdit;

/**
 * What a screen keeps: plain values the member chose or typed (a new address, a ticked box).
 * Never a password, a token or anything the server answered.
 */
export type KeptDraft = Readonly<Record<string, string | boolean>>;

interface KeptPlace {
  readonly path: SignInAgainPath;
  readonly uid: string;
  readonly draft: KeptDraft;
  /** When it was kept (ms since the epoch). */
  readonly at: number;
}

export interface StartSignInAgain {
  /** This host's origin (window.location.origin). */
  readonly origin: string;
  readonly path: SignInAgainPath;
  /** The member signed in now: only they get the draft back. */
  readonly uid: string;
  readonly draft: KeptDraft;
  readonly now: number;
}

/** Keeps the place and answers the hub's /login that comes back to it. */
export function startSignInAgain(
  storage: KeyValueStorage,
  { client }: Pick<ClientContext, 'client'>,
  start: StartSignInAgain,
): string {
  const place: KeptPlace = { path: start.path, uid: start.uid, draft: start.draft, at: start.now };
  storage.setItem(SIGN_IN_AGAIN_KEY, JSON.stringify(place));
  return hubScreenFor(
    HubPagePath.login,
    start.origin,
    screenReturnUrl(start.origin, start.path, client),
    client,
  );
}

function isDraft(value: unknown): value is KeptDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || typeof v === 'boolean')
  );
}

/**
 * The draft kept for this screen and this member, or null: another screen's, another member's
 * (someone else signed in on this device), one older than the login mail, or none.
 */
export function readKeptPlace(
  storage: KeyValueStorage,
  path: SignInAgainPath,
  uid: string | null | undefined,
  now: number,
): KeptDraft | null {
  const text = storage.getItem(SIGN_IN_AGAIN_KEY);
  if (!text || !uid) return null;
  try {
    const place = JSON.parse(text) as Partial<KeptPlace>;
    if (place.path !== path || place.uid !== uid || typeof place.at !== 'number') return null;
    if (now - place.at > SIGN_IN_AGAIN_KEEP_MS || now < place.at) return null;
    return isDraft(place.draft) ? place.draft : null;
  } catch {
    return null;
  }
}

/** The place was taken up (or is no longer wanted). */
export function endKeptPlace(storage: KeyValueStorage): void {
  storage.removeItem(SIGN_IN_AGAIN_KEY);
}

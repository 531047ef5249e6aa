/**
 * The offer after a sign-in or registration: 「次回から、指紋や顔でログインできます」 — register a
 * passkey (the phone's fingerprint, face or screen lock) before the hand-back, or 「あとで」
 * (docs/flows/passkey.md, docs/decisions/0023-passkeys.md). Optional and never in the way: every
 * failure, cancel or doubt goes on to the hand-back as if there were no offer.
 *
 * What the browser remembers (localStorage, per member uid, nothing identifying beyond the uid
 * Firebase already keeps there):
 * - `passkeyOffer.registered`: this browser has the member's passkey (registered here, signed in
 *   with one here, or the phone said it already has one) — never offered again here;
 * - `passkeyOffer.later`: 「あとで」 or a stopped prompt — not offered again for LATER_DAYS;
 * - `passkeyOffer.answered`: the entry (its nonce) the offer was answered for, so the hand-back
 *   that follows goes straight on.
 */
import { type MemberApiClient } from '@member-hub/api-client';
import { type ClientContext, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { deviceNameOf } from '@member-hub/app-kit/passkeys';
import { isSameHostProfileReturn } from '@member-hub/validators';

import { authorizationBodyOf } from '../shared/hand-back/hand-back';

export const PasskeyOfferKey = Object.freeze({
  registered: 'passkeyOffer.registered',
  later: 'passkeyOffer.later',
  answered: 'passkeyOffer.answered',
} as const);

/** How long 「あとで」 (or a stopped prompt) keeps the offer away on this browser. */
export const LATER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The platform check may hang on some browsers: past this the offer is skipped. */
const PLATFORM_CHECK_MS = 1500;

type Memory = Record<string, number>;

function readMemory(storage: KeyValueStorage, key: string): Memory {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Memory) : {};
  } catch {
    return {};
  }
}

function remember(storage: KeyValueStorage, key: string, uid: string, at: number): void {
  try {
    storage.setItem(key, JSON.stringify({ ...readMemory(storage, key), [uid]: at }));
  } catch {
    // A full or blocked storage only means the offer may come again.
  }
}

export function rememberRegistered(storage: KeyValueStorage, uid: string, now = Date.now()): void {
  remember(storage, PasskeyOfferKey.registered, uid, now);
}

export function rememberLater(storage: KeyValueStorage, uid: string, now = Date.now()): void {
  remember(storage, PasskeyOfferKey.later, uid, now);
}

/** The entry the offer was answered for: its hand-back goes on without a second offer. */
export function markAnswered(storage: KeyValueStorage, context: ClientContext): void {
  try {
    storage.setItem(PasskeyOfferKey.answered, context.client?.nonce ?? '');
  } catch {
    // Without the mark the hand-back still goes on: the offer checks `later` first.
  }
}

export function answeredFor(storage: KeyValueStorage, context: ClientContext): boolean {
  const nonce = context.client?.nonce;
  return !!nonce && storage.getItem(PasskeyOfferKey.answered) === nonce;
}

/** The `signInMethod` claim of the ID token's claims (identity's getIdTokenClaims), or null. */
export function signInMethodOf(claims: Readonly<Record<string, unknown>> | null): string | null {
  const method = claims?.signInMethod;
  return typeof method === 'string' ? method : null;
}

/** The phone (or computer) can make a passkey with its own fingerprint, face or screen lock. */
export async function platformPasskeyAvailable(win: Window): Promise<boolean> {
  const api = (
    win as {
      PublicKeyCredential?: { isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean> };
    }
  ).PublicKeyCredential;
  if (typeof api?.isUserVerifyingPlatformAuthenticatorAvailable !== 'function') return false;
  try {
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), PLATFORM_CHECK_MS));
    return (await Promise.race([api.isUserVerifyingPlatformAuthenticatorAvailable(), timeout])) === true;
  } catch {
    return false;
  }
}

export interface OfferDeps {
  readonly api: Pick<MemberApiClient, 'listPasskeys'>;
  readonly identity: {
    currentUser(): { uid: string } | null;
    getIdTokenClaims(): Promise<Readonly<Record<string, unknown>> | null>;
  };
  readonly storage: KeyValueStorage;
  readonly userAgent: string;
  readonly platformAvailable: () => Promise<boolean>;
  readonly now?: () => number;
}

/**
 * Whether the hand-back of this entry shows the offer first. Only a hand-back to a service (not
 * a profile screen of this host that asked for a sign-in again, not an entry of another browser),
 * once per entry, with a platform authenticator, and for a member without a passkey here who did
 * not say 「あとで」 in the last LATER_DAYS. Any doubt (an error, a slow check) answers false.
 */
export async function shouldOffer(
  deps: OfferDeps,
  context: ClientContext,
  hubOrigin: string,
): Promise<boolean> {
  try {
    const { client } = context;
    if (!client || isSameHostProfileReturn(client.returnUrl, hubOrigin)) return false;
    if (!authorizationBodyOf(client) || answeredFor(deps.storage, context)) return false;
    const uid = deps.identity.currentUser()?.uid;
    if (!uid) return false;
    if (readMemory(deps.storage, PasskeyOfferKey.registered)[uid]) return false;
    const later = readMemory(deps.storage, PasskeyOfferKey.later)[uid];
    const now = deps.now?.() ?? Date.now();
    if (typeof later === 'number' && now - later < LATER_DAYS * DAY_MS) return false;
    // Signed in with a passkey just now: this browser has one.
    if (signInMethodOf(await deps.identity.getIdTokenClaims()) === 'passkey') {
      rememberRegistered(deps.storage, uid, now);
      return false;
    }
    // The platform check (up to PLATFORM_CHECK_MS) and the member's list run at once: the list
    // is asked for before the answer is known, and counts only when the platform says yes. A
    // "no" goes on to the hand-back at once, whatever the list is still doing.
    const listed = deps.api.listPasskeys().then(
      ({ passkeys }) => passkeys,
      () => null,
    );
    if (!(await deps.platformAvailable())) return false;
    // A passkey of this kind of device is already on the member's list (registered in another
    // browser of this phone, or this browser's memory was cleared): no offer. No list: no offer.
    const passkeys = await listed;
    if (!passkeys) return false;
    const device = deviceNameOf(deps.userAgent);
    return !passkeys.some((passkey) => passkey.deviceName === device);
  } catch {
    return false;
  }
}

/** The browser's ceremony (`@simplewebauthn/browser` startRegistration; tests pass a fake). */
export type StartRegistration = (options: {
  optionsJSON: Record<string, unknown> & { challenge: string };
}) => Promise<Record<string, unknown>>;

export interface RegisterDeps {
  readonly api: Pick<MemberApiClient, 'passkeyRegistrationOptions' | 'registerPasskey'>;
  readonly storage: KeyValueStorage;
  readonly userAgent: string;
  readonly startRegistration: StartRegistration;
  readonly report?: (error: unknown, context?: Record<string, unknown>) => void;
}

export type OfferResult =
  /** Registered: the next sign-in can use the fingerprint or face. */
  | { readonly kind: 'registered' }
  /** The member stopped the prompt (remembered as 「あとで」), or it could not be done now. */
  | { readonly kind: 'skipped' };

function errorName(error: unknown): unknown {
  return (error as { name?: unknown } | null)?.name;
}

/**
 * Registers this phone's passkey. Never throws: whatever happens, the caller goes on to the
 * hand-back. A stopped prompt counts as 「あとで」; "this phone already has one" (the browser's
 * InvalidStateError for an excluded credential) counts as registered; anything else is reported
 * and the offer may come at a later sign-in.
 */
export async function registerFromOffer(deps: RegisterDeps, uid: string): Promise<OfferResult> {
  try {
    const optionsJSON = await deps.api.passkeyRegistrationOptions();
    let credential: Record<string, unknown>;
    try {
      credential = await deps.startRegistration({ optionsJSON });
    } catch (error) {
      const name = errorName(error);
      if (name === 'InvalidStateError') {
        rememberRegistered(deps.storage, uid);
        return { kind: 'registered' };
      }
      if (name === 'NotAllowedError' || name === 'AbortError') {
        rememberLater(deps.storage, uid);
        return { kind: 'skipped' };
      }
      throw error;
    }
    await deps.api.registerPasskey({
      body: { credential: credential as never, deviceName: deviceNameOf(deps.userAgent) },
    });
    rememberRegistered(deps.storage, uid);
    return { kind: 'registered' };
  } catch (error) {
    deps.report?.(error, { step: 'passkey offer' });
    return { kind: 'skipped' };
  }
}

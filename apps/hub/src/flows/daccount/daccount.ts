/**
 * The carrier account (d-account) flow, hub spec §4 "D-account flow" (and §2, §7, §8, §9): the
 * start screen, the return screen (`/daccountRegister/auth`), the confirmation save and the
 * complete screen, as plain functions with discriminated results. The screens only wire them.
 *
 * The member API's relay does the carrier login (openid-client against the carrier's OpenID
 * Provider); the hub only sees the one-time token, its own rpState and the stored entry.
 */
import {
  CAREER_SERVICE_ID,
  CARRIER_SCOPE,
  DAccountProcess,
  type DAccountProcessId,
  isDAccountProcessId,
  InternalErrorMessage,
  LoginHistoryMode,
  PROFILE_MODE_INPUT,
  StorageKey,
} from '@member-hub/enums';
import { daccountRelayPath, isHttpError, isTimeoutError, type MemberApiClient } from '@member-hub/api-client';
import { type Identity } from '@member-hub/identity';
import { appendReturnQuery, randomState, resolveVariant, type ClientRecord } from '@member-hub/validators';

import { endProcess, type KeyValueStorage, readClient } from '@member-hub/app-kit/client-context';
import { internalError } from '@member-hub/app-kit/error-reporting';
import { DACCOUNT_AUTH_PATH, DaccountKey } from './keys';
import { authorizationBodyOf, endFlowWithHandBack } from '../hand-back/hand-back';
import { recordLoginHistory } from '../login-history';
import { isServiceLocked } from '../member-access';
import { createMeBodyOf, expressProfile, type ProfileApi } from '../profile-register/profile-register';

/** Profile-edit routes of the same host: the complete screen goes straight back to them. */
export const PROFILE_EDIT_PATHS = Object.freeze(['/profileEdit', '/memberProfileEdit']);

export type DaccountApi = Pick<
  MemberApiClient,
  | 'daccountAuthRegister'
  | 'getDaccountEntry'
  | 'getDaccountUser'
  | 'getDaccountToken'
  | 'getMe'
  | 'updateMe'
  | 'addLoginHistory'
  | 'authorize'
  | 'logout'
>;

export interface DaccountDeps {
  readonly api: DaccountApi;
  readonly identity: Pick<Identity, 'signInWithCustomToken' | 'revokeAndSignOut' | 'getIdToken'>;
  readonly storage: KeyValueStorage;
  /** The hub's own origin, e.g. http://localhost:5170 (the relay returns here). */
  readonly hubOrigin: string;
  /** 11 letters or digits; tests pass a fixed one. */
  readonly randomState?: () => string;
}

export function readProcess(storage: KeyValueStorage): DAccountProcessId | null {
  const value = storage.getItem(StorageKey.process);
  return value && isDAccountProcessId(value) ? value : null;
}

/** Clears what the flow kept: already-logged-in flag, referrer, process, token and state. */
export function endDaccountFlow(storage: KeyValueStorage): void {
  for (const key of [
    DaccountKey.alreadyLoggedIn,
    DaccountKey.referrer,
    DaccountKey.customToken,
    DaccountKey.rpState,
  ])
    storage.removeItem(key);
  endProcess(storage);
}

export { confirmRedirect, DACCOUNT_AUTH_PATH, DACCOUNT_AUTH_REDIRECT_PATH, DaccountKey } from './keys';

// ---- Start screen ----------------------------------------------------------------------------------

/** Every stored query value but `profile` must be non-empty (hub §4). */
export function isCompleteClient(client: ClientRecord | null): client is ClientRecord {
  if (!client) return false;
  return Object.entries(client).every(
    ([key, value]) => key === 'profile' || (value !== undefined && value !== null && String(value) !== ''),
  );
}

/** The return screen's address with the client query data (the relay stores it in the entry). */
export function relayReturnUrl(hubOrigin: string, client: ClientRecord): string {
  const url = new URL(DACCOUNT_AUTH_PATH, hubOrigin);
  for (const [key, value] of Object.entries(client)) {
    if (value !== undefined && value !== null && String(value) !== '')
      url.searchParams.set(key, String(value));
  }
  return url.href;
}

export type DaccountStartResult =
  /** Off to the relay page under the one-time token. */
  | { readonly kind: 'relay'; readonly url: string }
  /** A stored query value is empty: the member base's error page. */
  | { readonly kind: 'entry-error' }
  /** The one-time token could not be had: reported, the linkage-error dialog. */
  | { readonly kind: 'failed'; readonly error: unknown };

export async function startDaccount(
  deps: DaccountDeps,
  process: DAccountProcessId,
  referrer: string,
): Promise<DaccountStartResult> {
  const client = readClient(deps.storage);
  if (!isCompleteClient(client)) return { kind: 'entry-error' };
  const random = deps.randomState ?? (() => randomState());
  const rpState = random();
  const rpNonce = random();
  deps.storage.setItem(StorageKey.process, process);
  deps.storage.setItem(DaccountKey.referrer, referrer);
  deps.storage.setItem(DaccountKey.rpState, rpState);
  deps.storage.removeItem(DaccountKey.stopReload);
  try {
    const { oneTimeToken } = await deps.api.daccountAuthRegister({
      body: {
        rpNonce,
        rpState,
        redirectUrl: relayReturnUrl(deps.hubOrigin, client),
        careerServiceId: CAREER_SERVICE_ID,
        scope: CARRIER_SCOPE,
      },
    });
    if (!oneTimeToken) return { kind: 'failed', error: new Error('no oneTimeToken') };
    return { kind: 'relay', url: daccountRelayPath(oneTimeToken) };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

// ---- Return screen (/daccountRegister/auth) -------------------------------------------------------

export type DaccountReturnResult =
  /** No saved process, or no saved state: daccountIncorrectAccessError. */
  | { readonly kind: 'incorrect' }
  /** The carrier login happened in another browser: registerBrowserChangeError. */
  | { readonly kind: 'browser-changed' }
  /** 003c: this d-account is already registered (signed out, process cleared). */
  | { readonly kind: 'already-registered' }
  /** 006c: no member for this d-account, or the service is locked (signed out, process cleared). */
  | { readonly kind: 'not-connected' }
  /** Straight back to the service (linkage with an existing user: error=daccount; authregister). */
  | { readonly kind: 'return'; readonly url: string }
  /** A new member with profile=input: the 008 form (signed in). */
  | { readonly kind: 'profile-form' }
  /** A new member in express mode: save the generated profile at once, then complete. */
  | { readonly kind: 'express' }
  /** Signed in as the existing member: the complete screen. */
  | { readonly kind: 'complete' }
  /** The member cancelled at the carrier: back where they came from. */
  | { readonly kind: 'cancelled'; readonly to: string }
  /** Reported; the linkage-error dialog. */
  | { readonly kind: 'failed'; readonly error: unknown };

async function userExists(api: DaccountApi, daccountEntryUserId: string): Promise<boolean> {
  try {
    await api.getDaccountUser({ params: { daccountEntryUserId } });
    return true;
  } catch {
    return false; // 400, 404 or any error: no user (hub §7)
  }
}

/** Revokes the token, signs out and clears the process (a failed revocation is only logged). */
async function signOutAndEnd(deps: DaccountDeps): Promise<void> {
  endDaccountFlow(deps.storage);
  await deps.identity.revokeAndSignOut(() => deps.api.logout());
}

/**
 * The return from the relay. `search` is the page's query (the relay adds `daccountError` when
 * the carrier login did not finish).
 */
/** A custom-token sign-in; its failure is reported as the spec's 'sign in with custom token failed'. */
async function signInWithCustomToken(deps: Pick<DaccountDeps, 'identity'>, token: string): Promise<void> {
  try {
    await deps.identity.signInWithCustomToken(token);
  } catch (error) {
    throw internalError(InternalErrorMessage.CustomTokenSignIn, error);
  }
}

export async function handleDaccountReturn(
  deps: DaccountDeps,
  search: string,
): Promise<DaccountReturnResult> {
  const process = readProcess(deps.storage);
  if (!process) return { kind: 'incorrect' };
  const client = readClient(deps.storage);

  // Coming back from a sub-screen (the confirmation): sign in again with the saved custom token.
  if (deps.storage.getItem(DaccountKey.stopReload) === 'true') {
    const saved = deps.storage.getItem(DaccountKey.customToken);
    if (!saved) return { kind: 'incorrect' };
    try {
      await signInWithCustomToken(deps, saved);
      return { kind: 'profile-form' };
    } catch (error) {
      return { kind: 'failed', error };
    }
  }

  const failure = new URLSearchParams(search).get('daccountError');
  if (failure === 'denied') {
    const to = deps.storage.getItem(DaccountKey.referrer) || '/login';
    endDaccountFlow(deps.storage);
    return { kind: 'cancelled', to };
  }
  if (failure) return { kind: 'failed', error: new Error(`carrier relay: ${failure}`) };

  const state = deps.storage.getItem(DaccountKey.rpState);
  if (!state) return { kind: 'browser-changed' };
  try {
    let entry;
    try {
      entry = await deps.api.getDaccountEntry({ query: { state } });
    } catch (error) {
      if (isHttpError(error) && error.status === 404) return { kind: 'browser-changed' };
      throw error;
    }
    const id = entry.daccountEntryUserId;
    const exists = await userExists(deps.api, id);

    if (process === DAccountProcess.Register && exists) {
      await signOutAndEnd(deps);
      return { kind: 'already-registered' };
    }
    if (process === DAccountProcess.Login && !exists) {
      await signOutAndEnd(deps);
      return { kind: 'not-connected' };
    }
    const returnUrl = client?.returnUrl ?? entry.returnUrl;
    if (process === DAccountProcess.Linkage && exists && returnUrl) {
      endDaccountFlow(deps.storage);
      return { kind: 'return', url: appendReturnQuery(returnUrl, 'error=daccount') };
    }
    if (process === DAccountProcess.AuthRegister && exists && returnUrl) {
      endDaccountFlow(deps.storage);
      return { kind: 'return', url: returnUrl };
    }

    const { customToken } = await deps.api.getDaccountToken({ query: { daccountEntryUserId: id } });
    await signInWithCustomToken(deps, customToken);
    deps.storage.setItem(DaccountKey.customToken, customToken);
    deps.storage.setItem(DaccountKey.entryUserId, id);

    if (exists) {
      const me = await deps.api.getMe();
      if (process === DAccountProcess.Login && isServiceLocked(me, resolveVariant(client ?? { returnUrl }))) {
        await signOutAndEnd(deps);
        return { kind: 'not-connected' };
      }
      deps.storage.setItem(DaccountKey.alreadyLoggedIn, 'true');
      if (process === DAccountProcess.Linkage || process === DAccountProcess.AuthRegister) {
        await deps.api.updateMe({ body: { daccountEntryUserId: id } });
      }
      return { kind: 'complete' };
    }
    return client?.profile === PROFILE_MODE_INPUT ? { kind: 'profile-form' } : { kind: 'express' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

// ---- Express mode: the new member saved at once -----------------------------------------------------

export type DaccountSaveResult =
  | { readonly kind: 'complete' }
  | { readonly kind: 'not-authorized' }
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * A new carrier member without profile=input: a generated nickname, birthday 1900-01-01 and the
 * default icon (expressProfile), saved at once with the carrier subject; then the complete screen.
 */
export async function saveExpressDaccountMember(
  deps: DaccountDeps & { readonly api: DaccountApi & Pick<ProfileApi, 'createMe' | 'checkNickname'> },
  options: Parameters<typeof expressProfile>[1] = {},
): Promise<DaccountSaveResult> {
  const token = await deps.identity.getIdToken().catch(() => null);
  if (!token) return { kind: 'not-authorized' };
  const client = readClient(deps.storage);
  try {
    const values = await expressProfile(deps.api, options);
    const daccountEntryUserId = deps.storage.getItem(DaccountKey.entryUserId) ?? '';
    await deps.api.createMe({
      body: {
        ...createMeBodyOf(values, resolveVariant(client ?? { returnUrl: '' }), null),
        ...(daccountEntryUserId ? { daccountEntryUserId } : {}),
      },
    });
    return { kind: 'complete' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

// ---- Complete screen ---------------------------------------------------------------------------------

export type DaccountCompleteResult =
  | { readonly kind: 'redirect'; readonly url: string }
  /** Missing token or process: daccountIncorrectAccessError. */
  | { readonly kind: 'incorrect' }
  | { readonly kind: 'failed'; readonly error: unknown };

/** The return URL is the profile-edit or member-profile-edit route of this host. */
export function isSameHostProfileEdit(returnUrl: string | undefined, hubOrigin: string): boolean {
  if (!returnUrl) return false;
  try {
    const url = new URL(returnUrl);
    return url.origin === new URL(hubOrigin).origin && PROFILE_EDIT_PATHS.includes(url.pathname);
  } catch {
    return false;
  }
}

export async function completeDaccount(deps: DaccountDeps): Promise<DaccountCompleteResult> {
  const client = readClient(deps.storage);
  if (client && isSameHostProfileEdit(client.returnUrl, deps.hubOrigin)) {
    endDaccountFlow(deps.storage);
    return { kind: 'redirect', url: client.returnUrl };
  }
  const process = readProcess(deps.storage);
  const token = await deps.identity.getIdToken().catch(() => null);
  if (!process || !token) return { kind: 'incorrect' };
  const body = authorizationBodyOf(client);
  if (!client || !body) return { kind: 'incorrect' };
  try {
    const variant = resolveVariant(client);
    await deps.api.updateMe({ body: { serviceUsage: variant.serviceUsage } });
    await recordLoginHistory(deps.api, LoginHistoryMode.DAccount, variant, client.returnUrl);
    const answer = await deps.api.authorize({ body });
    endDaccountFlow(deps.storage);
    return { kind: 'redirect', url: endFlowWithHandBack(deps.storage, answer) };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** Whether a failure should be reported and shown as the linkage dialog (timeouts have their own). */
export function isLinkageFailure(error: unknown): boolean {
  return !isTimeoutError(error);
}

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
import {
  ApiErrorCode,
  daccountRelayPath,
  isHttpError,
  isTimeoutError,
  type MemberApiClient,
  postjudgeBodyOf,
} from '@member-hub/api-client';
import { type Identity } from '@member-hub/identity';
import {
  appendReturnQuery,
  isSameHostProfileReturn,
  randomState,
  resolveVariant,
  type ClientRecord,
} from '@member-hub/validators';

import { type ClientContext, endProcess, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { internalError } from '@member-hub/app-kit/error-reporting';
import { DACCOUNT_AUTH_PATH, DaccountKey } from './keys';
import { authorizationBodyOf, endFlowWithHandBack } from '../shared/hand-back/hand-back';
import { recordLoginHistory } from '../shared/login-history';
import { isServiceLocked } from '../shared/member-access';
import {
  clearDraft,
  createMeBodyOf,
  expressProfile,
  needsPostjudge,
  type ProfileApi,
  type ProfileValues,
  REGISTER_INITIAL,
} from '../shared/profile-register';

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
  | 'linkDaccount'
>;

export interface DaccountDeps {
  readonly api: DaccountApi;
  readonly identity: Pick<
    Identity,
    'signInWithCustomToken' | 'revokeAndSignOut' | 'getIdToken' | 'currentUser' | 'waitForAuthReady'
  >;
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
    DaccountKey.carrierNickname,
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
  { client }: ClientContext,
  process: DAccountProcessId,
  referrer: string,
): Promise<DaccountStartResult> {
  if (!isCompleteClient(client)) return { kind: 'entry-error' };
  const random = deps.randomState ?? (() => randomState());
  const rpState = random();
  const rpNonce = random();
  deps.storage.setItem(StorageKey.process, process);
  deps.storage.setItem(DaccountKey.referrer, referrer);
  deps.storage.setItem(DaccountKey.rpState, rpState);
  deps.storage.removeItem(DaccountKey.stopReload);
  deps.storage.removeItem(DaccountKey.registerOffer);
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
  /**
   * 006c for a login whose carrier account has no member (signed out, process cleared): the
   * carrier login is kept (registerOffer) so the page can offer registration with it.
   */
  | { readonly kind: 'not-registered' }
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

/**
 * The linkage process with a carrier account that has no member: the member signed in on this
 * browser (the profile's provider-linkage screen sent them) is linked to it by the server, from
 * this browser's carrier login. Not signed in → the incorrect-access error; the carrier account
 * taken meanwhile (409) → the return URL with error=daccount, like an existing user.
 */
async function linkSignedInMember(
  deps: DaccountDeps,
  state: string,
  alreadyLinked: () => DaccountReturnResult | null,
): Promise<DaccountReturnResult> {
  // The page was just loaded (back from the carrier): the session is restored first.
  await deps.identity.waitForAuthReady().catch(() => null);
  const token = await deps.identity.getIdToken().catch(() => null);
  if (!token) {
    endDaccountFlow(deps.storage);
    return { kind: 'incorrect' };
  }
  try {
    await deps.api.linkDaccount({ body: { state } });
  } catch (error) {
    const back =
      isHttpError(error) && error.code === ApiErrorCode.DaccountAlreadyLinked ? alreadyLinked() : null;
    if (back) return back;
    throw error;
  }
  deps.storage.setItem(DaccountKey.alreadyLoggedIn, 'true');
  return { kind: 'complete' };
}

export async function handleDaccountReturn(
  deps: DaccountDeps,
  { client, variant }: ClientContext,
  search: string,
): Promise<DaccountReturnResult> {
  const process = readProcess(deps.storage);
  if (!process) return { kind: 'incorrect' };

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
      // No token was issued for this carrier login: the same login can still register.
      deps.storage.setItem(DaccountKey.registerOffer, JSON.stringify({ state, search }));
      return { kind: 'not-registered' };
    }
    const returnUrl = client?.returnUrl ?? entry.returnUrl;
    const alreadyLinked = (): DaccountReturnResult | null => {
      if (!returnUrl) return null;
      endDaccountFlow(deps.storage);
      return { kind: 'return', url: appendReturnQuery(returnUrl, 'error=daccount') };
    };
    if (process === DAccountProcess.Linkage && exists) {
      const back = alreadyLinked();
      if (back) return back;
    }
    // Linkage of a carrier account nobody has: the signed-in member gets it (never a new DA- member).
    if (process === DAccountProcess.Linkage && !exists)
      return await linkSignedInMember(deps, state, alreadyLinked);
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
      if (
        process === DAccountProcess.Login &&
        isServiceLocked(me, client ? variant : resolveVariant({ returnUrl }))
      ) {
        await signOutAndEnd(deps);
        return { kind: 'not-connected' };
      }
      deps.storage.setItem(DaccountKey.alreadyLoggedIn, 'true');
      if (process === DAccountProcess.Linkage || process === DAccountProcess.AuthRegister) {
        await deps.api.updateMe({ body: { daccountEntryUserId: id } });
      }
      return { kind: 'complete' };
    }
    if (client?.profile !== PROFILE_MODE_INPUT) return { kind: 'express' };
    // Where she chooses her nickname, the carrier's (the server's word) is offered first.
    if (entry.carrierNickname) deps.storage.setItem(DaccountKey.carrierNickname, entry.carrierNickname);
    else deps.storage.removeItem(DaccountKey.carrierNickname);
    return { kind: 'profile-form' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/**
 * 006c's 'register with this d-account': the login that found no member becomes a registration
 * with the same carrier login (process register, its rpState again), without a second carrier
 * login. The address of the return screen to open, or null when no such login is kept. The member
 * API still checks that this browser made the carrier login and that nobody registered it since.
 */
export function registerWithKeptCarrierLogin(storage: KeyValueStorage): string | null {
  const raw = storage.getItem(DaccountKey.registerOffer);
  storage.removeItem(DaccountKey.registerOffer);
  if (!raw) return null;
  let kept: { state?: unknown; search?: unknown };
  try {
    kept = JSON.parse(raw) as typeof kept;
  } catch {
    return null;
  }
  if (typeof kept.state !== 'string' || !kept.state) return null;
  const search = typeof kept.search === 'string' ? kept.search : '';
  storage.setItem(StorageKey.process, DAccountProcess.Register);
  storage.setItem(DaccountKey.rpState, kept.state);
  storage.setItem(DaccountKey.referrer, '/register');
  storage.removeItem(DaccountKey.stopReload);
  return `${DACCOUNT_AUTH_PATH}${search}`;
}

/** Whether 006c can offer registration with the carrier login just refused (see above). */
export function hasKeptCarrierLogin(storage: KeyValueStorage): boolean {
  return storage.getItem(DaccountKey.registerOffer) !== null;
}

// ---- A new carrier member: the confirmation's save and the express mode --------------------------

export type DaccountSaveResult =
  | { readonly kind: 'complete' }
  /** 'Not Authorized': no access token at save time (the unauthorized return). */
  | { readonly kind: 'not-authorized' }
  | { readonly kind: 'failed'; readonly error: unknown };

export type DaccountSaveDeps = DaccountDeps & {
  readonly api: DaccountApi & Pick<ProfileApi, 'createMe' | 'checkNickname' | 'postjudge'>;
  readonly now?: () => Date;
};

/**
 * daccountAuthenticationConfirm's save (hub §4: "Confirm saving gets the access token (none means
 * 'Not Authorized'), posts the profile, runs the moderation check, clears the profile data and
 * moves to the complete screen"): POST /member/v1/me with the carrier subject of this login, the
 * post-judge check when the nickname, introduction or thumbnail differ from the empty form, the
 * draft and the stop-reload flag cleared. The process stays: the complete screen needs it (and
 * writes the 'd-account' login history). A retry after a failure behind the POST (409
 * member.exists: the member is this signed-in user's own) sends the same body with PUT.
 */
export async function saveDaccountProfile(
  deps: DaccountSaveDeps,
  { variant }: ClientContext,
  values: ProfileValues,
): Promise<DaccountSaveResult> {
  const token = await deps.identity.getIdToken().catch(() => null);
  if (!token) return { kind: 'not-authorized' };
  try {
    const daccountEntryUserId = deps.storage.getItem(DaccountKey.entryUserId) ?? '';
    const body = {
      ...createMeBodyOf(values, variant, null),
      ...(daccountEntryUserId ? { daccountEntryUserId } : {}),
    };
    try {
      await deps.api.createMe({ body });
    } catch (error) {
      if (!(isHttpError(error) && error.code === ApiErrorCode.MemberExists)) throw error;
      await deps.api.updateMe({ body });
    }
    if (needsPostjudge(values, REGISTER_INITIAL)) {
      await deps.api.postjudge({
        body: postjudgeBodyOf(
          deps.identity.currentUser()?.uid ?? '',
          values,
          deps.now ? deps.now() : new Date(),
        ),
      });
    }
  } catch (error) {
    return { kind: 'failed', error };
  }
  clearDraft(deps.storage);
  return { kind: 'complete' };
}

/**
 * A new carrier member without profile=input: a generated nickname, birthday 1900-01-01 and the
 * default icon (expressProfile), saved at once like the confirmation; then the complete screen.
 */
export async function saveExpressDaccountMember(
  deps: DaccountSaveDeps,
  context: ClientContext,
  options: Parameters<typeof expressProfile>[1] = {},
): Promise<DaccountSaveResult> {
  const token = await deps.identity.getIdToken().catch(() => null);
  if (!token) return { kind: 'not-authorized' };
  let values: ProfileValues;
  try {
    values = await expressProfile(deps.api, options);
  } catch (error) {
    return { kind: 'failed', error };
  }
  return saveDaccountProfile(deps, context, values);
}

// ---- Complete screen ---------------------------------------------------------------------------------

export type DaccountCompleteResult =
  | { readonly kind: 'redirect'; readonly url: string }
  /** Missing token or process: daccountIncorrectAccessError. */
  | { readonly kind: 'incorrect' }
  | { readonly kind: 'failed'; readonly error: unknown };

export async function completeDaccount(
  deps: DaccountDeps,
  { client, variant }: ClientContext,
): Promise<DaccountCompleteResult> {
  if (client && isSameHostProfileReturn(client.returnUrl, deps.hubOrigin)) {
    endDaccountFlow(deps.storage);
    return { kind: 'redirect', url: client.returnUrl };
  }
  const process = readProcess(deps.storage);
  const token = await deps.identity.getIdToken().catch(() => null);
  if (!process || !token) return { kind: 'incorrect' };
  const body = authorizationBodyOf(client);
  if (!client || !body) return { kind: 'incorrect' };
  try {
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

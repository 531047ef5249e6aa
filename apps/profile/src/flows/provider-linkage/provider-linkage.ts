/**
 * Provider linkage (profile spec §2 "Provider linkage", §4, §6, §8; hub spec §4 "D-account flow"
 * for the carrier half): which provider the screen is for, its state, link and unlink, as plain
 * functions with discriminated results. The screens only wire them.
 *
 * Google links on the identity (Firebase `linkWithGoogle`; the emulator's account chooser in
 * development and tests) and records a login history entry for Google with the return address.
 * The carrier account links through the hub's carrier flow with the stored process `linkage`
 * (the member API links the signed-in member from this browser's carrier login) and unlinks
 * through the server (DELETE /member/v1/me/daccount).
 */
import { isHttpError, type MemberApiClient } from '@member-hub/api-client';
import {
  AuthProvider,
  DACCOUNT_UID_PREFIX,
  DAccountProcess,
  HIDDEN_ACCEPTED_VALUE,
  LinkageName,
  type LinkageNameId,
  isLinkageNameId,
  StorageKey,
} from '@member-hub/enums';
import { type Identity, isIdentityErrorOfKind } from '@member-hub/identity';
import { type ClientRecord, type ServiceVariant } from '@member-hub/validators';

import { type ClientContext, type KeyValueStorage } from '@member-hub/app-kit/client-context';

import { hubScreenFor, screenReturnUrl } from '../shared/return-to-screen';

/** The routes of this flow (route-paths.ts re-exports them for the route table). */
export const PROVIDER_LINKAGE_PATH = '/providerLinkage';
export const AUTH_REGISTER_PROVIDER_LINKAGE_PATH = '/AuthRegister/ProviderLinkage';
/** The hub's carrier-account start screen (same origin). */
export const DACCOUNT_REGISTER_PATH = '/daccountRegister';

/** The carrier linkage in progress (set before leaving for the hub, read on the way back). */
export const PENDING_CARRIER_LINKAGE_KEY = 'providerLinkagePending';

export type LinkageApi = Pick<MemberApiClient, 'getMe' | 'addLoginHistory' | 'unlinkDaccount'>;

export interface LinkageDeps {
  readonly api: LinkageApi;
  readonly identity: Pick<Identity, 'currentUser' | 'linkWithGoogle' | 'unlinkProvider'>;
  readonly storage: KeyValueStorage;
}

// ---- Which provider --------------------------------------------------------------------------------

/**
 * The `provider` query: google or docomo-type. Unknown or missing → null (the screen goes back).
 * The Google linkage is hidden in the second service (the membership variant), the carrier
 * linkage when hidden is '1' (profile §6): then null too.
 */
export function linkageProviderOf(
  search: string,
  variant: Pick<ServiceVariant, 'offersGoogle'>,
): LinkageNameId | null {
  const query = new URLSearchParams(search);
  const provider = query.get('provider');
  if (!provider || !isLinkageNameId(provider)) return null;
  if (provider === LinkageName.Google && !variant.offersGoogle) return null;
  if (provider === LinkageName.DAccount && query.get('hidden') === HIDDEN_ACCEPTED_VALUE) return null;
  return provider;
}

// ---- State -------------------------------------------------------------------------------------------

export interface LinkageState {
  readonly linked: boolean;
  /** The carrier button is disabled for a member whose uid begins with DA- (profile §4). */
  readonly disabled: boolean;
}

export async function readLinkageState(deps: LinkageDeps, provider: LinkageNameId): Promise<LinkageState> {
  const user = deps.identity.currentUser();
  if (provider === LinkageName.Google) {
    return { linked: !!user?.providerIds.includes(AuthProvider.Google), disabled: false };
  }
  const me = await deps.api.getMe();
  return {
    linked: !!me.daccountEntryUserId,
    disabled: (user?.uid ?? me.uid ?? '').startsWith(DACCOUNT_UID_PREFIX),
  };
}

// ---- Google --------------------------------------------------------------------------------------------

export type LinkResult =
  | { readonly kind: 'linked' }
  /** Closed the chooser / popup: nothing happened. */
  | { readonly kind: 'cancelled' }
  /** This Google account belongs to another member, or the member has one already. */
  | { readonly kind: 'already-linked' }
  /** The alert 'authentication provider linkage failed' (reported). */
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * Links Google to the signed-in member, then adds a login history entry for Google with the
 * return address (profile §4). A failed history entry does not undo the linkage: reported only.
 */
export async function linkGoogle(
  deps: LinkageDeps,
  { client, variant }: Pick<ClientContext, 'client' | 'variant'>,
  reportHistoryError: (error: unknown) => void,
): Promise<LinkResult> {
  try {
    await deps.identity.linkWithGoogle();
  } catch (error) {
    if (isIdentityErrorOfKind(error, 'popup_closed')) return { kind: 'cancelled' };
    if (
      isIdentityErrorOfKind(error, 'credential_already_in_use') ||
      isIdentityErrorOfKind(error, 'provider_already_linked') ||
      isIdentityErrorOfKind(error, 'account_exists')
    )
      return { kind: 'already-linked' };
    return { kind: 'failed', error };
  }
  const returnUrl = client?.returnUrl;
  try {
    await deps.api.addLoginHistory({
      body: {
        provider: AuthProvider.Google,
        serviceName: variant.historyServiceCode,
        ...(returnUrl ? { returnUrl } : {}),
      },
    });
  } catch (error) {
    reportHistoryError(error);
  }
  return { kind: 'linked' };
}

export type UnlinkResult =
  { readonly kind: 'unlinked' } | { readonly kind: 'failed'; readonly error: unknown };

export async function unlink(deps: LinkageDeps, provider: LinkageNameId): Promise<UnlinkResult> {
  try {
    if (provider === LinkageName.Google) await deps.identity.unlinkProvider(AuthProvider.Google);
    else await deps.api.unlinkDaccount();
    return { kind: 'unlinked' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

// ---- The carrier account: through the hub's carrier flow ----------------------------------------------

/**
 * Where the hub's carrier flow returns: this screen, with the client's own query carried along, so
 * that the client record (the service's return address) is the same again after the round trip.
 */
export function carrierReturnUrl(
  origin: string,
  path: string,
  provider: LinkageNameId,
  client: ClientRecord | null,
): string {
  return screenReturnUrl(origin, path, client, { provider });
}

/**
 * Starts the carrier linkage: the process `linkage` stored for the hub's start screen, the pending
 * mark for the way back, and the hub's /daccountRegister with this screen as its return address
 * (the hub's complete screen goes straight back to it; an account linked elsewhere comes back
 * with error=daccount). Answers the address to open.
 */
export function startCarrierLinkage(
  storage: KeyValueStorage,
  { client }: Pick<ClientContext, 'client'>,
  origin: string,
  path: string,
): string {
  storage.setItem(StorageKey.process, DAccountProcess.Linkage);
  storage.setItem(PENDING_CARRIER_LINKAGE_KEY, LinkageName.DAccount);
  return hubScreenFor(
    DACCOUNT_REGISTER_PATH,
    origin,
    carrierReturnUrl(origin, path, LinkageName.DAccount, client),
    client,
  );
}

export type CarrierReturn =
  /** Not coming back from the carrier linkage. */
  | { readonly kind: 'none' }
  | { readonly kind: 'linked' }
  /** error=daccount: the carrier account belongs to another member. */
  | { readonly kind: 'already-linked' }
  /** Back without a linkage (cancelled at the carrier, or the flow failed there). */
  | { readonly kind: 'not-linked' };

/** On the way back from the hub: what became of the pending carrier linkage (the mark is cleared). */
export function carrierReturnOf(
  storage: KeyValueStorage,
  search: string,
  state: LinkageState,
): CarrierReturn {
  const pending = storage.getItem(PENDING_CARRIER_LINKAGE_KEY);
  storage.removeItem(PENDING_CARRIER_LINKAGE_KEY);
  const error = new URLSearchParams(search).get('error');
  if (error === 'daccount' || error === LinkageName.DAccount) return { kind: 'already-linked' };
  if (pending !== LinkageName.DAccount) return { kind: 'none' };
  return state.linked ? { kind: 'linked' } : { kind: 'not-linked' };
}

// ---- The screen's start -------------------------------------------------------------------------------

/** The screen: the profile's 020_providerLinkage or the auth-register AuthRegister/ProviderLinkage. */
export type LinkageMode = 'profile' | 'authRegister';

/** Where the screen starts once the linkage state is known. */
export interface LinkageStart {
  readonly state: LinkageState;
  readonly view: 'state' | 'link-complete' | 'already-linked' | 'cannot-register';
  /** The profile screen's alert over its state: back from the carrier with error=daccount. */
  readonly alert: 'already-linked' | null;
}

/**
 * The screen's start (profile §4): the linkage state, and what became of a carrier linkage this
 * browser came back from (its pending mark is used up here, so this runs once per visit). In the
 * auth-register screen a member who has the provider already sees that, and a carrier account of
 * another member cannot register newly.
 */
export async function startLinkage(
  deps: LinkageDeps,
  provider: LinkageNameId,
  search: string,
  mode: LinkageMode,
): Promise<LinkageStart> {
  const state = await readLinkageState(deps, provider);
  const carrier = carrierReturnOf(deps.storage, search, state);
  if (carrier.kind === 'linked') return { state, view: 'link-complete', alert: null };
  if (carrier.kind === 'already-linked' && mode === 'authRegister')
    return { state, view: 'cannot-register', alert: null };
  return {
    state,
    view: mode === 'authRegister' && state.linked ? 'already-linked' : 'state',
    alert: carrier.kind === 'already-linked' ? 'already-linked' : null,
  };
}

/** Whether a failure should open the alert (a 401 goes through the error policy instead). */
export function isAlertFailure(error: unknown): boolean {
  return !(isHttpError(error) && (error.status === 401 || error.status === 405));
}

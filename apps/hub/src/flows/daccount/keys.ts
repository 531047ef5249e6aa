/**
 * The d-account flow's local keys and paths, and the confirmation's redirect: kept apart from
 * daccount.ts so the route table can use them without loading the flow (and the API client).
 */
import { type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { DAccountProcess, type DAccountProcessId } from '@member-hub/enums';

/** Local keys of the d-account flow (the spec's; the key names are ours). */
export const DaccountKey = Object.freeze({
  /** The hub's rpState of the carrier login in progress. */
  rpState: 'daccountRpState',
  /** The saved custom token (the stop-reload return signs in with it). */
  customToken: 'daccountCustomToken',
  /** Where the member came from (the start screen saves it; complete clears it). */
  referrer: 'daccountReferrer',
  /** The member already existed (complete updates rather than registers). */
  alreadyLoggedIn: 'alreadyLoggedIn',
  /** The carrier subject of the login in progress (saved with the new member). */
  entryUserId: 'daccountEntryUserId',
  /** The stop-reload flag of the carrier flow's profile form → confirmation. */
  stopReload: 'stopReload',
  /**
   * A login with a carrier account that has no member: its rpState and the return page's query,
   * kept after the flow ends so 006c can offer to register with the same carrier login.
   */
  registerOffer: 'daccountRegisterOffer',
  /**
   * The carrier's nickname of a new carrier member (the member API's, from the verified ID
   * token): the profile form's starting nickname, which she may keep or change.
   */
  carrierNickname: 'daccountCarrierNickname',
} as const);

/** The page the carrier login was started from (a cancel at the carrier goes back there). */
export const daccountReferrerOf = (process: DAccountProcessId) =>
  process === DAccountProcess.Register ? '/register' : '/login';

/** The return screen and the confirm screen's redirect target (spelled as the spec spells it). */
export const DACCOUNT_AUTH_PATH = '/daccountRegister/auth';
export const DACCOUNT_AUTH_REDIRECT_PATH = '/daccountRegsiter/auth';

/** The confirmation opened without the stop-reload flag goes to /daccountRegsiter/auth. */
export function confirmRedirect(storage: KeyValueStorage): string | null {
  return storage.getItem(DaccountKey.stopReload) === 'true' ? null : DACCOUNT_AUTH_REDIRECT_PATH;
}

/** The carrier flow's own screens (/daccountRegister/…): moving between them is no leaving. */
export function isDaccountStep(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === '/daccountregister' || path.startsWith('/daccountregister/');
}

/**
 * Game registration, hub spec §4 "Game registration" (and §2 `/gameRegister`, §3 "Game user",
 * §8): the game opens `/gameRegister?token=<game token>`; the hub signs out any session, fetches
 * the game user with the token, keeps its access token, signs in with the custom token, and for a
 * new member sets up the profile and syncs me; `/gameRegister/complete` sends the member back
 * through the authorization service. Plain functions with discriminated results; the screens wire.
 */
import {
  hasErrorCode,
  isHttpError,
  type GameUserResponse,
  type MemberApiClient,
} from '@member-hub/api-client';
import { DEFAULT_ICON, InternalErrorMessage, MemberStatus } from '@member-hub/enums';
import { type Identity } from '@member-hub/identity';
import { normalizeBirthday, type ClientRecord } from '@member-hub/validators';

import { type ClientContext, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { internalError } from '@member-hub/app-kit/error-reporting';
import { authorizationBodyOf, endFlowWithHandBack } from '../shared/hand-back/hand-back';
import { expressProfile, type ProfileApi } from '../shared/profile-register';
import { launchAssertion } from '../shared/launch';

/** The game registration's local key (the name is ours): the older service's access token. */
export const GameKey = Object.freeze({ accessToken: 'gameAccessToken' } as const);

/** hub §8: the text game registration's sign-in failure is reported and shown with. */
export const GAME_SIGN_IN_FAILED = InternalErrorMessage.GameCustomTokenSignIn;

export type GameApi = Pick<
  MemberApiClient,
  'getGameUser' | 'getMe' | 'syncMe' | 'checkNickname' | 'authorize' | 'logout'
>;

export interface GameDeps {
  readonly api: GameApi;
  readonly identity: Pick<
    Identity,
    'waitForAuthReady' | 'signOut' | 'signInWithCustomToken' | 'revokeAndSignOut' | 'getIdToken'
  >;
  readonly storage: KeyValueStorage;
}

export type GameRegisterResult =
  /** Signed in as the member (new ones saved): /gameRegister/complete. */
  | { readonly kind: 'complete'; readonly isNewMember: boolean }
  /** Reported; the external-linkage error state (signed out). */
  | { readonly kind: 'failed'; readonly error: unknown };

/** `returnError` of the query or of the saved client ('true' in any case, or true). */
export function isReturnErrorForced(search: string, client: ClientRecord | null): boolean {
  const value = new URLSearchParams(search).get('returnError');
  return value?.toLowerCase() === 'true' || client?.returnError === true;
}

/** The game token: the page's query first, else the saved client's `token`. */
export function gameTokenOf(search: string, client: ClientRecord | null): string | null {
  return new URLSearchParams(search).get('token') || client?.token || null;
}

/** The member exists (GET me); a 404 means a new member; any other failure is 'GetMe API ERROR'. */
async function memberExists(api: Pick<GameApi, 'getMe'>): Promise<boolean> {
  try {
    await api.getMe();
    return true;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return false;
    throw internalError(InternalErrorMessage.GetMe, error);
  }
}

/**
 * The new member's profile from the game user: its nickname when free (else a generated one),
 * its birthday normalised (1900-01-01 when blank, invalid or with '-00'), its phone.
 */
export async function gameProfile(
  api: Pick<ProfileApi, 'checkNickname'>,
  user: GameUserResponse['user'],
  options: Parameters<typeof expressProfile>[1] = {},
) {
  const base = await expressProfile(api, options);
  const own = user.nickname.trim();
  const ownFree = own !== '' && !(await api.checkNickname({ query: { nickname: own } })).exsist;
  return {
    ...base,
    nickname: ownFree ? own : base.nickname,
    birthday: normalizeBirthday(user.birthday),
    phone: user.phone,
  };
}

/**
 * /gameRegister. Any failure (and `returnError`) signs out and answers `failed`; the screen
 * reports it and shows the external-linkage error state.
 */
export async function registerGame(
  deps: GameDeps,
  { client, variant }: ClientContext,
  search: string,
  options: Parameters<typeof expressProfile>[1] = {},
): Promise<GameRegisterResult> {
  try {
    if (isReturnErrorForced(search, client)) throw new Error('returnError: the error path was asked for');
    const token = gameTokenOf(search, client);
    if (!token) throw new Error('gameRegister: no token in the query');
    // Check the sign-in state; sign out any existing session.
    if (await deps.identity.waitForAuthReady()) await deps.identity.signOut();
    // The older service's word for this launch travels to the member API untouched.
    const assertion = launchAssertion(client, search);
    const game = await deps.api.getGameUser({ query: { token, ...(assertion ? { assertion } : {}) } });
    deps.storage.setItem(GameKey.accessToken, game.accessToken);
    try {
      await deps.identity.signInWithCustomToken(game.customToken);
    } catch (error) {
      throw internalError(GAME_SIGN_IN_FAILED, error);
    }
    if (await memberExists(deps.api)) return { kind: 'complete', isNewMember: false };

    const values = await gameProfile(deps.api, game.user, options);
    try {
      await deps.api.syncMe({
        body: {
          nickname: values.nickname,
          thumbnail: values.thumbnail || DEFAULT_ICON,
          birthday: values.birthday,
          phone: values.phone,
          memberStatus: MemberStatus.Normal,
          serviceUsage: variant.serviceUsage,
          accessToken: game.accessToken,
        },
      });
    } catch (error) {
      // Already registered (a second tab, a retry): the member exists, which is what we wanted.
      if (!hasErrorCode(error, 'member.exists')) throw error;
    }
    return { kind: 'complete', isNewMember: true };
  } catch (error) {
    await endGameSession(deps);
    return { kind: 'failed', error };
  }
}

/** Signs out and forgets the flow's access token (a failed revocation is only logged). */
export async function endGameSession(deps: GameDeps): Promise<void> {
  deps.storage.removeItem(GameKey.accessToken);
  await deps.identity.revokeAndSignOut(() => deps.api.logout()).catch(() => undefined);
}

export type GameCompleteResult =
  { readonly kind: 'redirect'; readonly url: string } | { readonly kind: 'failed'; readonly error: unknown };

/** /gameRegister/complete: back through the authorization service with the saved client. */
export async function completeGame(deps: GameDeps, { client }: ClientContext): Promise<GameCompleteResult> {
  try {
    const body = authorizationBodyOf(client);
    const signedIn = await deps.identity.getIdToken().catch(() => null);
    const accessToken = deps.storage.getItem(GameKey.accessToken);
    if (!body || !signedIn || !accessToken)
      throw new Error('gameRegister/complete: no client, session or token');
    const answer = await deps.api.authorize({ body });
    deps.storage.removeItem(GameKey.accessToken);
    return { kind: 'redirect', url: endFlowWithHandBack(deps.storage, answer) };
  } catch (error) {
    await endGameSession(deps);
    return { kind: 'failed', error };
  }
}

/**
 * Sign in with the custom token of the older community service and sync the member from its
 * record (hub spec §3 "Migration user", §4 "Migration register" steps 2-6, "Kantan register"):
 * the one block the migration and kantan flows share. Plain functions; the flows decide what each
 * outcome means for their screens.
 */
import {
  isHttpError,
  type MeResponse,
  type MemberApiClient,
  type RakuUserResponse,
} from '@member-hub/api-client';
import { internalError } from '@member-hub/app-kit/error-reporting';
import { DEFAULT_ICON, InternalErrorMessage, MemberStatus } from '@member-hub/enums';
import { type FlagStore } from '@member-hub/app-kit/error-policy';
import { type Identity } from '@member-hub/identity';
import {
  generateNickname,
  type GenerateNicknameOptions,
  normalizeBirthday,
  type ServiceVariant,
} from '@member-hub/validators';

import { duringFirstDataUpdate, firstDataUpdate } from './first-data-update';
import { isServiceLocked } from './member-access';

export interface SignInAndSyncDeps {
  readonly api: Pick<MemberApiClient, 'getMe' | 'syncMe' | 'checkNickname'>;
  readonly identity: Pick<Identity, 'signInWithCustomToken'>;
  /** The nickname generator's random source and wait (tests pass fixed ones). */
  readonly nickname?: Pick<GenerateNicknameOptions, 'random' | 'sleep'>;
  /**
   * Up while a person with no member record yet is synced (the 'first data update' loader
   * variant, first-data-update.ts); the page's flag by default.
   */
  readonly firstDataUpdate?: FlagStore;
}

/** What the sync takes from the older service's record of the person. */
export type OlderRecord = Pick<RakuUserResponse['user'], 'nickname' | 'rakucomId' | 'birthday' | 'phone'>;

/** Sign-in with the custom token; a failure is the internal error 'sign in with custom token failed'. */
export async function signInWithCustomToken(
  deps: Pick<SignInAndSyncDeps, 'identity'>,
  token: string,
): Promise<void> {
  try {
    await deps.identity.signInWithCustomToken(token);
  } catch (error) {
    throw internalError(InternalErrorMessage.CustomTokenSignIn, error);
  }
}

/** GET /me; a 404 (no member yet) is `null`, any other failure 'GetMe API ERROR'. */
export async function meOrNull(api: Pick<MemberApiClient, 'getMe'>): Promise<MeResponse | null> {
  try {
    return await api.getMe();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw internalError(InternalErrorMessage.GetMe, error);
  }
}

/**
 * Hub §4 step 4: an empty nickname is generated (5 letters and digits, checked for duplicates,
 * 300 ms between tries, at most 5 tries, then 'generate nickname retry count max').
 */
export async function migrationNickname(
  deps: Pick<SignInAndSyncDeps, 'nickname'> & { readonly api: Pick<MemberApiClient, 'checkNickname'> },
  nickname: string,
  rakucomId: string,
): Promise<string> {
  if (nickname.trim() !== '') return nickname;
  try {
    return await generateNickname({
      ...deps.nickname,
      isAvailable: async (candidate) =>
        !(await deps.api.checkNickname({ query: { nickname: candidate, rakucomId } })).exsist,
    });
  } catch (error) {
    throw internalError(InternalErrorMessage.NicknameRetryMax, error);
  }
}

/**
 * The profile sync payload of a migrated member (hub §3, §4 steps 4-5): the older record's
 * nickname (or a generated one), its birthday normalised ('-00' parts, blanks and wrong patterns
 * become 1900-01-01), its phone (empty by default), the default icon, memberStatus '1' and the
 * variant's serviceUsage.
 */
export function syncBodyOf(
  user: Pick<RakuUserResponse['user'], 'birthday' | 'phone'>,
  nickname: string,
  variant: ServiceVariant,
  accessToken: string,
) {
  return {
    nickname,
    birthday: normalizeBirthday(user.birthday),
    phone: user.phone ?? '',
    thumbnail: DEFAULT_ICON,
    memberStatus: MemberStatus.Normal,
    serviceUsage: variant.serviceUsage,
    accessToken,
  };
}

export interface SignInAndSyncInput {
  /** The custom token the older service's call answered. */
  readonly customToken: string;
  /** The older service's access token (it goes into the sync payload). */
  readonly accessToken: string;
  /** The requested service: its lock and its serviceUsage. */
  readonly variant: ServiceVariant;
  /**
   * The older record to sync for this member (`me`: null for no member yet), or null to sync
   * nothing. Called only when the member is not locked for the requested service.
   */
  readonly olderRecord: (me: MeResponse | null) => OlderRecord | null | Promise<OlderRecord | null>;
}

export type SignInAndSyncResult =
  /** The member is locked for the requested service: nothing synced. */
  | { readonly kind: 'locked'; readonly me: MeResponse }
  /** No older record to sync (`olderRecord` answered null). */
  | { readonly kind: 'kept'; readonly me: MeResponse | null }
  /** Synced from the older record. */
  | { readonly kind: 'synced'; readonly me: MeResponse | null }
  /** The sync answered 409: the member already exists. */
  | { readonly kind: 'exists'; readonly me: MeResponse | null };

/**
 * Signs in with the custom token, reads me (404: no member yet), stops at a service lock, then
 * syncs the older record (an empty nickname generated, the birthday normalised). A 409 from the
 * sync is the result 'exists'; every other failure is thrown (sign-in and me as the spec's
 * internal errors, the sync's own error as it came). Without a member yet, the reading and the
 * sync are the first data update: `firstDataUpdate` is up meanwhile.
 */
export async function signInAndSync(
  deps: SignInAndSyncDeps,
  input: SignInAndSyncInput,
): Promise<SignInAndSyncResult> {
  await signInWithCustomToken(deps, input.customToken);
  const me = await meOrNull(deps.api);
  if (me && isServiceLocked(me, input.variant)) return { kind: 'locked', me };
  // No member here yet: this sync is the member's first data update (its loader variant).
  if (!me)
    return duringFirstDataUpdate(deps.firstDataUpdate ?? firstDataUpdate, () => syncOlder(deps, input, me));
  return syncOlder(deps, input, me);
}

/** The older record read and synced (an empty nickname generated, the birthday normalised). */
async function syncOlder(
  deps: SignInAndSyncDeps,
  input: SignInAndSyncInput,
  me: MeResponse | null,
): Promise<SignInAndSyncResult> {
  const record = await input.olderRecord(me);
  if (!record) return { kind: 'kept', me };
  const nickname = await migrationNickname(deps, record.nickname, record.rakucomId);
  try {
    await deps.api.syncMe({ body: syncBodyOf(record, nickname, input.variant, input.accessToken) });
  } catch (error) {
    if (isHttpError(error) && error.status === 409) return { kind: 'exists', me };
    throw error;
  }
  return { kind: 'synced', me };
}

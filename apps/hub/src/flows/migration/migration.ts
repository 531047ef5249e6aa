/**
 * Migration from the older community service (hub spec §2 "Migration…", §3 "Migration user",
 * §4 "Migration register", "Migration login", "Migration completion", §8, §9), as plain functions
 * with discriminated results. The screens only wire them.
 *
 * The phone app opens /migrationRegister or /migrationLogin with the older service's access token
 * (`token`) and, for the login, maybe its push token (`fcm_token`). The member API reaches the
 * older service (GET rakuUser, POST syncMe, POST migrationComplete).
 */
import {
  hasErrorCode,
  type MeResponse,
  isHttpError,
  type MemberApiClient,
  type RakuUserResponse,
} from '@member-hub/api-client';
import { type ClientContext, endProcess, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { internalError } from '@member-hub/app-kit/error-reporting';
import {
  AuthProcess,
  DEVICE_ASSERTION_QUERY,
  InternalErrorMessage,
  LoginHistoryMode,
  PushRelationResult,
  StorageKey,
} from '@member-hub/enums';
import { type Identity } from '@member-hub/identity';
import {
  appendReturnQuery,
  type ClientRecord,
  type GenerateNicknameOptions,
  type ServiceVariant,
} from '@member-hub/validators';

import { authorizationBodyOf, endFlowWithHandBack } from '../shared/hand-back/hand-back';
import { recordLoginHistory } from '../shared/login-history';
import { launchAssertion, tokenOrNone } from '../shared/launch';
import { isServiceLocked } from '../shared/member-access';
import { meOrNull, signInAndSync, signInWithCustomToken } from '../shared/sign-in-and-sync';
import { MigrationRefusal } from '../shared/migration-refusal';
import { FCM_TOKEN_QUERY, MigrationKey } from './keys';

export { FCM_TOKEN_QUERY, isMigrationRoute, MigrationKey, timeoutCloseTarget } from './keys';
export { migrationNickname, syncBodyOf } from '../shared/sign-in-and-sync';

export type MigrationApi = Pick<
  MemberApiClient,
  | 'getRakuUser'
  | 'syncMe'
  | 'migrationComplete'
  | 'getMe'
  | 'updateMe'
  | 'addLoginHistory'
  | 'authorize'
  | 'logout'
  | 'checkNickname'
  | 'getFcmTokenRelation'
  | 'idLinkage'
>;

export interface MigrationDeps {
  readonly api: MigrationApi;
  readonly identity: Pick<
    Identity,
    'signInWithCustomToken' | 'signOut' | 'revokeAndSignOut' | 'getIdToken' | 'currentUser'
  >;
  readonly storage: KeyValueStorage;
  /** Reports a failure the flow handles itself (resultCode is not 1, service locked). */
  readonly report?: (error: unknown, context?: Record<string, unknown>) => void;
  /** The nickname generator's random source and wait (tests pass fixed ones). */
  readonly nickname?: Pick<GenerateNicknameOptions, 'random' | 'sleep'>;
}

/** Clears what the flow kept (and the process). */
export function endMigrationFlow(storage: KeyValueStorage): void {
  storage.removeItem(MigrationKey.accessToken);
  storage.removeItem(MigrationKey.alreadyLoggedIn);
  endProcess(storage);
}

/**
 * The older service's refusals of the launch (403 legacy.*): an expired, used or unverifiable
 * launch assertion is a link to open again from the app (the expired-link page); a launch
 * without one, like an unknown token, is an incorrect access.
 */
function tokenRefusal(error: unknown): 'expired' | 'incorrect' | null {
  if (!isHttpError(error)) return null;
  if (
    error.code === 'legacy.token_expired' ||
    error.code === 'legacy.assertion_used' ||
    error.code === 'legacy.assertion_invalid'
  )
    return 'expired';
  if (error.code === 'legacy.token_invalid' || error.code === 'legacy.assertion_required') return 'incorrect';
  return null;
}

/** The migration user (hub §3) behind the launch token; refusals as results. */
async function fetchMigrationUser(
  deps: MigrationDeps,
  launch: { accessToken: string; assertion: string | null },
  needsCustomToken: boolean,
  step: string,
): Promise<RakuUserResponse | 'expired' | 'incorrect'> {
  try {
    return await deps.api.getRakuUser({
      query: {
        accessToken: launch.accessToken,
        needsCreateCustomToken: needsCustomToken ? 'true' : 'false',
        additionalInfoForLog: step,
        ...(launch.assertion ? { assertion: launch.assertion } : {}),
      },
    });
  } catch (error) {
    const refusal = tokenRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

// ---- Migration register ------------------------------------------------------------------------------

export type MigrationStartResult =
  /** No launch token: the incorrect-access page. */
  | { readonly kind: 'incorrect' }
  /** The launch token has expired: the expired-link page. */
  | { readonly kind: 'expired' }
  /** Signed in and synced: /migrationRegister/Complete. */
  | { readonly kind: 'register-complete' }
  /** The member already exists (409): the migration login's Complete page. */
  | { readonly kind: 'login-complete' }
  /**
   * Migration login: the service's login-error path with the token (hub §4), which explains the
   * case: the account has no member here yet (`not-migrated`) or is locked (`locked`).
   */
  | { readonly kind: 'login-error'; readonly reason: MigrationRefusal; readonly token: string }
  /** Migration register: the older service's account or the requested service is locked. */
  | { readonly kind: 'locked' }
  /** A fetch error, an old-service lock, a duplicate nickname or another sync failure. */
  | { readonly kind: 'failed'; readonly error: unknown };

/** The launch token: the entry's `token` (the client record) or the page's own query. */
export function launchToken(client: ClientRecord | null, search: string): string | null {
  return tokenOrNone(new URLSearchParams(search).get('token') ?? client?.token);
}

export async function startMigrationRegister(
  deps: MigrationDeps,
  { client, variant }: ClientContext,
  search: string,
): Promise<MigrationStartResult> {
  const accessToken = launchToken(client, search);
  if (!accessToken) return { kind: 'incorrect' };
  try {
    // 1. A logged-in user is signed out first.
    if (deps.identity.currentUser()) await deps.identity.signOut();
    endMigrationFlow(deps.storage);

    // 2. The migration user by token, the custom-token sign-in, me (404 tolerated).
    const found = await fetchMigrationUser(
      deps,
      { accessToken, assertion: launchAssertion(client, search) },
      true,
      'migrationRegister',
    );
    if (found === 'expired' || found === 'incorrect') return { kind: found };
    // 3. An old-service lock shows the error page, which says that the number is stopped.
    if (found.user.locked) {
      deps.report?.(internalError(InternalErrorMessage.ServiceLocked), { step: 'migrationRegister' });
      return { kind: 'locked' };
    }
    // The custom-token sign-in, me (404 tolerated), a service lock; 4-5. nickname, birthday,
    // phone; 6. sync: 409 → the login Complete page; 400 → nickname duplicate; other → sync error.
    const synced = await signInAndSync(deps, {
      customToken: found.customToken,
      accessToken: found.accessToken,
      variant,
      olderRecord: () => found.user,
    });
    deps.storage.setItem(StorageKey.process, AuthProcess.Migration);
    deps.storage.setItem(MigrationKey.accessToken, found.accessToken);
    if (synced.kind === 'locked') {
      deps.report?.(internalError(InternalErrorMessage.ServiceLocked), { step: 'migrationRegister' });
      return { kind: 'locked' };
    }
    if (synced.kind === 'exists') return { kind: 'login-complete' };
    // 7.
    return { kind: 'register-complete' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

// ---- Migration login ---------------------------------------------------------------------------------

/**
 * Hub §4 "Migration login": a session with provider data, or the members service, is signed out
 * first. A remaining session counts as "logged in" only when it is this older account's member
 * (its rakucomId): otherwise it is signed out too, so that nobody is handed back as somebody else.
 */
export async function startMigrationLogin(
  deps: MigrationDeps,
  { client, variant }: ClientContext,
  search: string,
): Promise<MigrationStartResult> {
  const accessToken = launchToken(client, search);
  if (!accessToken) return { kind: 'incorrect' };
  try {
    const current = deps.identity.currentUser();
    if (current && (current.providerIds.length > 0 || variant.migrationLoginSignsOut))
      await deps.identity.signOut();
    endMigrationFlow(deps.storage);

    let me: MeResponse | null = deps.identity.currentUser() ? await meOrNull(deps.api) : null;
    const found = await fetchMigrationUser(
      deps,
      { accessToken, assertion: launchAssertion(client, search) },
      true,
      'migrationLogin',
    );
    if (found === 'expired' || found === 'incorrect') return { kind: found };
    const alreadyLoggedIn = me !== null && me.rakucomId === found.user.rakucomId;
    if (!alreadyLoggedIn) {
      if (deps.identity.currentUser()) await deps.identity.signOut();
      await signInWithCustomToken(deps, found.customToken);
      me = await meOrNull(deps.api);
    }
    deps.storage.setItem(StorageKey.process, AuthProcess.Migration);
    deps.storage.setItem(MigrationKey.accessToken, found.accessToken);
    if (alreadyLoggedIn) deps.storage.setItem(MigrationKey.alreadyLoggedIn, 'true');

    // The account absent or locked (at the older service or for the requested service).
    const locked = found.user.locked || (me !== null && isServiceLocked(me, variant));
    if (!me || locked) {
      if (me && isServiceLocked(me, variant))
        deps.report?.(internalError(InternalErrorMessage.ServiceLocked), { step: 'migrationLogin' });
      endMigrationFlow(deps.storage);
      await deps.identity.revokeAndSignOut(async () => {
        await deps.api.logout();
      });
      return {
        kind: 'login-error',
        reason: locked ? MigrationRefusal.locked : MigrationRefusal.notMigrated,
        token: accessToken,
      };
    }

    const query = new URLSearchParams(search);
    const fcmToken = tokenOrNone(query.get(FCM_TOKEN_QUERY));
    if (fcmToken) await linkPushRelation(deps, me.uid, fcmToken, variant, query.get(DEVICE_ASSERTION_QUERY));
    return { kind: 'login-complete' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/**
 * Hub §4: with an fcm_token, the push relation is looked up. Result 1 with a different uid
 * posts an id linkage (whose result must be 1); 2 does nothing; anything else is an error
 * ('resultCode is not 1'). The lookup names the uid only to the relation's own member, so "a
 * different uid" is any uid but ours; the linkage carries the device's proof (the push token
 * with the app's device assertion) and the relation names the uid. Without that proof the
 * member API refuses to move another member's relation (403): the migration login goes on
 * with the relation left where it was, and the refusal is reported.
 */
export async function linkPushRelation(
  deps: Pick<MigrationDeps, 'api' | 'report'>,
  uid: string,
  fcmToken: string,
  variant: Pick<ServiceVariant, 'pushService'>,
  deviceAssertion: string | null = null,
): Promise<'linked' | 'unchanged' | 'unproven'> {
  const serviceKey = variant.pushService;
  const relation = await deps.api.getFcmTokenRelation({ query: { token: fcmToken, serviceKey } });
  if (relation.resultCode === PushRelationResult.NotFound) return 'unchanged';
  if (relation.resultCode !== PushRelationResult.Exists)
    throw internalError(
      InternalErrorMessage.ResultCodeNotOne,
      new Error(`FcmTokenRelation ${relation.resultCode}`),
    );
  if (relation.uid === uid) return 'unchanged';
  try {
    const linked = await deps.api.idLinkage({
      body: { uuid: uid, token: fcmToken, serviceKey, ...(deviceAssertion ? { deviceAssertion } : {}) },
    });
    if (linked.resultCode !== PushRelationResult.Exists)
      throw internalError(InternalErrorMessage.ResultCodeNotOne, new Error(`IdLinkage ${linked.resultCode}`));
    return 'linked';
  } catch (error) {
    if (!hasErrorCode(error, 'fcm_relation.linkage_unproven')) throw error;
    deps.report?.(error, { step: 'migrationLogin' });
    return 'unproven';
  }
}

// ---- Migration completion (both) ---------------------------------------------------------------------

export type MigrationVariant = 'register' | 'login';

export type MigrationCompleteResult =
  /** Off to the authorization endpoint, or to the return URL with permitted=true. */
  | { readonly kind: 'redirect'; readonly url: string }
  /** The sign-in token or the migration access token is missing: the incorrect page. */
  | { readonly kind: 'incorrect' }
  /** Reported; the error page; the refresh token revoked and signed out. */
  | { readonly kind: 'failed'; readonly error: unknown };

export async function completeMigration(
  deps: MigrationDeps,
  { client, variant }: ClientContext,
  which: MigrationVariant,
): Promise<MigrationCompleteResult> {
  const idToken = await deps.identity.getIdToken().catch(() => null);
  const accessToken = deps.storage.getItem(MigrationKey.accessToken);
  if (!idToken || !accessToken) return { kind: 'incorrect' };
  const body = authorizationBodyOf(client);
  if (!client || !body) return { kind: 'incorrect' };
  try {
    // For login, fetch the user record.
    if (which === 'login') await deps.api.getMe();
    const needsRefresh = client.needsRefreshToken === 'true';
    const alreadyLoggedIn = deps.storage.getItem(MigrationKey.alreadyLoggedIn) === 'true';
    if (which === 'register') await deps.api.migrationComplete({ body: { accessToken } });
    if (which === 'register' || needsRefresh || !alreadyLoggedIn) {
      await deps.api.updateMe({ body: { serviceUsage: variant.serviceUsage } });
      await recordLoginHistory(deps.api, LoginHistoryMode.Migration, variant, client.returnUrl);
      const answer = await deps.api.authorize({ body });
      endMigrationFlow(deps.storage);
      return { kind: 'redirect', url: endFlowWithHandBack(deps.storage, answer) };
    }
    endMigrationFlow(deps.storage);
    return { kind: 'redirect', url: appendReturnQuery(client.returnUrl, 'permitted=true') };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/**
 * On failure (hub §4, §8 "Migration failure"): the flow's state cleared, the refresh token revoked
 * and signed out; a failed revocation is only logged (identity does that).
 */
export async function endMigrationAfterFailure(deps: Pick<MigrationDeps, 'api' | 'identity' | 'storage'>) {
  endMigrationFlow(deps.storage);
  await deps.identity
    .revokeAndSignOut(async () => {
      await deps.api.logout();
    })
    .catch(() => undefined);
}

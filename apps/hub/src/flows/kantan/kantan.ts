/**
 * Kantan: the older community service's registration number (hub spec §2 "Other screens", §3
 * "Kantan payloads", §4 "Kantan register", "Kantan login", §5, §6, §8, §9), as plain functions
 * with discriminated results. The screens only wire them. The password change is the profile
 * app's (apps/profile/src/flows/kantan-pwd-edit).
 */
import {
  ApiErrorCode,
  isHttpError,
  type KantanResponse,
  type MemberApiClient,
  retryAfterMinutesOf,
} from '@member-hub/api-client';
import { type ClientContext, dropClient, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { internalError } from '@member-hub/app-kit/error-reporting';
import {
  KANTAN_LOCKOUT_MINUTES,
  InternalErrorMessage,
  KANTAN_SID,
  KantanResult,
  LoginHistoryMode,
  serviceIdQueryOf,
  ServiceUsage,
} from '@member-hub/enums';
import { type Identity } from '@member-hub/identity';
import {
  appendReturnQuery,
  type ClientRecord,
  type GenerateNicknameOptions,
  parseKantanLaunchParams,
} from '@member-hub/validators';

import { authorizationBodyOf, endFlowWithHandBack } from '../shared/hand-back/hand-back';
import { recordLoginHistory } from '../shared/login-history';
import { isServiceLocked } from '../shared/member-access';
import { tokenOrNone } from '../shared/launch';
import { signInAndSync, signInWithCustomToken } from '../shared/sign-in-and-sync';

export type KantanApi = Pick<
  MemberApiClient,
  | 'kantanAuth'
  | 'kantanRegister'
  | 'kantanAuthRegister'
  | 'getRakuUser'
  | 'syncMe'
  | 'migrationComplete'
  | 'updateRakucomToken'
  | 'getMe'
  | 'updateMe'
  | 'addLoginHistory'
  | 'authorize'
  | 'logout'
  | 'checkNickname'
>;

export interface KantanDeps {
  readonly api: KantanApi;
  readonly identity: Pick<Identity, 'signInWithCustomToken' | 'signOut' | 'currentUser' | 'revokeAndSignOut'>;
  readonly storage: KeyValueStorage;
  readonly allowedReturnUrlPrefixes: readonly string[];
  /** Reports a failure the flow handles itself ('resultCode is not 1', 'service locked'). */
  readonly report?: (error: unknown, context?: Record<string, unknown>) => void;
  readonly nickname?: Pick<GenerateNicknameOptions, 'random' | 'sleep'>;
}

/** The code the member API answers after 5 failed logins for one registration number. */
export const KANTAN_LOCKOUT_CODE = 'kantan.too_many_attempts';
/** Kantan register for an account that already has a member: the member signs in instead. */
export const KANTAN_MEMBER_EXISTS_CODE = 'kantan.member_exists';

/** A kantan call that answered an unexpected HTTP status: hub §8 'エラーが発生しました。'. */
export class KantanStatusError extends Error {
  readonly kind = 'kantan-status';
  constructor(cause: unknown) {
    super('エラーが発生しました。', { cause });
    this.name = 'KantanStatusError';
  }
}

/**
 * The kantan launch guard (hub §5): the return address must be allowed and every query value
 * non-empty; else the client record is cleared (the screen goes to the external error page).
 * The sid must be community (hub §4, §6).
 */
export function checkKantanLaunch(
  storage: KeyValueStorage,
  { client }: Pick<ClientContext, 'client'>,
  search: string,
  allowedReturnUrlPrefixes: readonly string[],
): { readonly ok: true; readonly client: ClientRecord } | { readonly ok: false } {
  const query = new URLSearchParams(search);
  if (query.has('returnUrl')) {
    query.delete('mock');
    const parsed = parseKantanLaunchParams(query, { allowedReturnUrlPrefixes });
    if (!parsed.ok) {
      dropClient(storage);
      return { ok: false };
    }
  }
  if (!client || client.sid !== KANTAN_SID) {
    dropClient(storage);
    return { ok: false };
  }
  return { ok: true, client };
}

/** Throws 'resultCode is not 1' (reported by the caller) for an answer other than success. */
function requireSuccess(answer: KantanResponse, call: string): void {
  if (answer.resultCode !== KantanResult.Success)
    throw internalError(InternalErrorMessage.ResultCodeNotOne, new Error(`${call} ${answer.resultCode}`));
}

// ---- Kantan register and auth-register (本会員登録) -------------------------------------------------

export type KantanRegisterKind = 'register' | 'authRegister';

export type KantanRegisterResult =
  /** The launch guard or sid failed: the external error page (client record cleared). */
  | { readonly kind: 'entry-error' }
  /**
   * Kantan register for an account that already has a member (409 kantan.member_exists): never
   * signed in here; the member signs in with what they own (kantan login, e-mail).
   */
  | { readonly kind: 'member-exists' }
  /**
   * The older service has stopped the account (403 legacy.locked), or the requested service is
   * locked: the kantan login's plain refusal 'あなたの登録番号は利用できません' (signed out).
   */
  | { readonly kind: 'unusable' }
  /** Off to the authorization endpoint. */
  | { readonly kind: 'redirect'; readonly url: string }
  /** Reported; the error screen; signed out. */
  | { readonly kind: 'failed'; readonly error: unknown };

/**
 * Hub §4 "Kantan register": sign out, register (resultCode 1 required), sign in with the custom
 * token, me (404: a new member). An existing member gets usage 3 when the requested service
 * differs (auth-register also sets memberStatus '2' back to '1'). A new member's nickname is
 * generated when empty and the birthday normalised; a service lock is an error. Then sync me
 * (409 tolerated), login history, authorization and migration complete, and the hand-back.
 */
export async function runKantanRegister(
  deps: KantanDeps,
  context: ClientContext,
  which: KantanRegisterKind,
  search: string,
): Promise<KantanRegisterResult> {
  const launch = checkKantanLaunch(deps.storage, context, search, deps.allowedReturnUrlPrefixes);
  if (!launch.ok) return { kind: 'entry-error' };
  const { client } = launch;
  const { variant } = context;
  const body = authorizationBodyOf(client);
  if (!body) return { kind: 'entry-error' };
  try {
    if (deps.identity.currentUser()) await deps.identity.signOut();
    const telno = client.telno ?? '';
    const modelno = client.modelno ?? '';
    // The older service's word for this launch travels to the member API untouched.
    const assertion = client.assertion ? { assertion: client.assertion } : {};
    let answer: KantanResponse;
    try {
      answer =
        which === 'register'
          ? await deps.api.kantanRegister({ body: { telno, modelno, sid: KANTAN_SID, ...assertion } })
          : await deps.api.kantanAuthRegister({
              body: {
                telno,
                modelno,
                sid: KANTAN_SID,
                token: tokenOrNone(client.token) ?? 'null',
                linkage_fcm_token: tokenOrNone(client.linkage_fcm_token) ?? 'null',
                service_id: client.serviceId ?? serviceIdQueryOf(variant.serviceId),
                ...assertion,
              },
            });
    } catch (error) {
      if (isHttpError(error) && error.code === KANTAN_MEMBER_EXISTS_CODE) return { kind: 'member-exists' };
      if (isHttpError(error) && error.code === ApiErrorCode.LegacyAccountLocked) return { kind: 'unusable' };
      throw error;
    }
    requireSuccess(answer, which === 'register' ? 'kantanRegister' : 'kantanAuthRegister');
    // Sign in, me (404: a new member), the service lock; a new member is synced from the older
    // record (409 tolerated).
    const synced = await signInAndSync(deps, {
      customToken: answer.customToken,
      accessToken: answer.accessToken,
      variant,
      olderRecord: async (me) =>
        me
          ? null
          : (
              await deps.api.getRakuUser({
                query: { accessToken: answer.accessToken, additionalInfoForLog: `kantan ${which}` },
              })
            ).user,
    });
    if (synced.kind === 'locked') {
      // As the kantan login: reported, signed out, and told plainly (no 'try later').
      deps.report?.(internalError(InternalErrorMessage.ServiceLocked), { step: `kantan ${which}` });
      await deps.identity
        .revokeAndSignOut(async () => {
          await deps.api.logout();
        })
        .catch(() => undefined);
      return { kind: 'unusable' };
    }
    const { me } = synced;
    if (me && me.serviceUsage !== variant.serviceUsage && me.serviceUsage !== ServiceUsage.Both) {
      // The server merges the usages (1 + 2 = 3). Auth-register's memberStatus 2 → 1 is the
      // server's (POST kantanAuthRegister): memberStatus belongs to the server once the member exists.
      await deps.api.updateMe({ body: { serviceUsage: variant.serviceUsage } });
    }
    const [, answerCode] = await Promise.all([
      recordLoginHistory(deps.api, LoginHistoryMode.Kantan, variant, client.returnUrl),
      deps.api.authorize({ body }),
      deps.api.migrationComplete({ body: { accessToken: answer.accessToken } }),
    ]);
    return { kind: 'redirect', url: endFlowWithHandBack(deps.storage, answerCode) };
  } catch (error) {
    await deps.identity
      .revokeAndSignOut(async () => {
        await deps.api.logout();
      })
      .catch(() => undefined);
    return { kind: 'failed', error };
  }
}

// ---- Kantan login ------------------------------------------------------------------------------------

export interface KantanCredentials {
  /** 登録番号. */
  readonly registrationNumber: string;
  readonly password: string;
}

export type KantanLoginResult =
  /** needsRefreshToken or sid wrong: the error page. */
  | { readonly kind: 'entry-error' }
  /** Result 4: 'ログイン出来ませんでした。登録番号とパスワードをご確認ください。' */
  | { readonly kind: 'bad-credentials' }
  /**
   * The requested service is locked, or the older service has stopped the account (its right
   * password): 'あなたの登録番号は利用できません'
   */
  | { readonly kind: 'unusable' }
  /** The right password of an account that has not moved to this service yet: how to move it. */
  | { readonly kind: 'not-migrated' }
  /** 429 kantan.too_many_attempts: the lockout message with the minutes left (rounded up). */
  | { readonly kind: 'locked-out'; readonly minutes: number }
  /** Another result, or the sign-in or me failed: 'ご迷惑をおかけしております…' */
  | { readonly kind: 'failed'; readonly error: unknown }
  /** An unexpected HTTP status of the kantan call: 'エラーが発生しました。' */
  | { readonly kind: 'status-error'; readonly error: unknown }
  | { readonly kind: 'redirect'; readonly url: string };

/** needsRefreshToken must be 'true' or 'false' and sid community (hub §4 "Kantan login"). */
export function isKantanLoginEntry(client: ClientRecord | null): client is ClientRecord {
  return (
    client !== null &&
    (client.needsRefreshToken === 'true' || client.needsRefreshToken === 'false') &&
    client.sid === KANTAN_SID
  );
}

/**
 * The lockout with the minutes the server says are left (its `retryAfterSeconds`, rounded up);
 * the whole lockout when it does not say.
 */
export function lockedOut(error: unknown): { readonly kind: 'locked-out'; readonly minutes: number } {
  return { kind: 'locked-out', minutes: retryAfterMinutesOf(error) ?? KANTAN_LOCKOUT_MINUTES };
}

export async function kantanLogin(
  deps: KantanDeps,
  { client, variant }: ClientContext,
  credentials: KantanCredentials,
): Promise<KantanLoginResult> {
  if (!isKantanLoginEntry(client)) return { kind: 'entry-error' };
  let answer: KantanResponse;
  try {
    answer = await deps.api.kantanAuth({
      body: {
        uid: credentials.registrationNumber.trim(),
        pwd: credentials.password,
        telno: client.telno ?? '',
        modelno: client.modelno ?? '',
        sid: KANTAN_SID,
      },
    });
  } catch (error) {
    if (isHttpError(error) && error.code === KANTAN_LOCKOUT_CODE) return lockedOut(error);
    if (isHttpError(error) && error.code === ApiErrorCode.LegacyAccountLocked) return { kind: 'unusable' };
    if (isHttpError(error) && error.code === ApiErrorCode.KantanNotMigrated) return { kind: 'not-migrated' };
    if (isHttpError(error)) return { kind: 'status-error', error: new KantanStatusError(error) };
    throw error; // timeouts, 5xx, no response: the error policy
  }
  if (answer.resultCode === KantanResult.BadCredentials) return { kind: 'bad-credentials' };
  if (answer.resultCode !== KantanResult.Success) {
    deps.report?.(internalError(InternalErrorMessage.ResultCodeNotOne), {
      step: 'kantanLogin',
      resultCode: answer.resultCode,
    });
    return { kind: 'failed', error: null };
  }
  try {
    if (deps.identity.currentUser()) await deps.identity.signOut();
    await signInWithCustomToken(deps, answer.customToken);
    const me = await deps.api.getMe().catch((error: unknown) => {
      throw internalError(InternalErrorMessage.GetMe, error);
    });
    if (isServiceLocked(me, variant)) {
      deps.report?.(internalError(InternalErrorMessage.ServiceLocked), { step: 'kantanLogin' });
      await deps.identity.signOut();
      return { kind: 'unusable' };
    }
    // The legacy access token goes to the link call.
    await deps.api.updateRakucomToken({ body: { accessToken: answer.accessToken } });
    if (client.needsRefreshToken === 'true') {
      const body = authorizationBodyOf(client);
      if (!body) return { kind: 'entry-error' };
      await deps.api.updateMe({ body: { serviceUsage: variant.serviceUsage } });
      await recordLoginHistory(deps.api, LoginHistoryMode.Kantan, variant, client.returnUrl);
      const code = await deps.api.authorize({ body });
      return { kind: 'redirect', url: endFlowWithHandBack(deps.storage, code) };
    }
    return { kind: 'redirect', url: appendReturnQuery(client.returnUrl, 'permitted=true') };
  } catch (error) {
    deps.report?.(error, { step: 'kantanLogin' });
    await deps.identity.signOut().catch(() => undefined);
    return { kind: 'failed', error };
  }
}

/**
 * The payout flow, hub spec §4 "Payout flow" (and §2 `/payout`, §3 "Push-token relation", §7,
 * §9 results 1 exists / 2 not found / 3 error): one of the two phone apps (the community app,
 * push tokens `rakucom`; the members app, `lamembers`) opens `/payout?token=<its push token>&
 * linkage_fcm_token=<the other app's, or 'null'>`. The hub signs the person in, makes sure they
 * are a member, and links both apps' tokens in the push-token relation; `/payout/Complete` hands
 * back to the service. Plain functions with discriminated results; the screens only wire them.
 *
 * The app also sends `device_assertion`: its backend's signed, short-lived statement of the push
 * tokens this phone's apps hold. The member API mints the payout sign-in only against it (a push
 * token alone is no proof), and it shows a relation's uid and tokens only to its own member, so
 * the flow signs in with the token that found the relation and reads the relation after that.
 */
import {
  hasErrorCode,
  isHttpError,
  type FcmTokenRelationResponse,
  type MeResponse,
  type MemberApiClient,
} from '@member-hub/api-client';
import {
  DEVICE_ASSERTION_QUERY,
  InternalErrorMessage,
  LoginHistoryMode,
  PushRelationResult,
  PushRelationService,
  type PushRelationServiceId,
  ServiceUsage,
  type ServiceUsageId,
} from '@member-hub/enums';
import { type Identity } from '@member-hub/identity';
import { type ServiceVariant } from '@member-hub/validators';

import { type ClientContext, type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { internalError } from '@member-hub/app-kit/error-reporting';
import { authorizationBodyOf, endFlowWithHandBack } from '../shared/hand-back/hand-back';
import { tokenOrNone } from '../shared/launch';
import { recordLoginHistory } from '../shared/login-history';
import { createMeBodyOf, expressProfile } from '../shared/profile-register';

/** The payout's local key (the name is ours): the person became a member in this payout. */
export const PayoutKey = Object.freeze({ newMember: 'payoutNewMember' } as const);

export type PayoutApi = Pick<
  MemberApiClient,
  | 'getPayoutToken'
  | 'getFcmTokenRelation'
  | 'createFcmTokenRelation'
  | 'updateFcmTokenRelation'
  | 'getMe'
  | 'createMe'
  | 'updateMe'
  | 'checkNickname'
  | 'addLoginHistory'
  | 'authorize'
  | 'logout'
>;

export interface PayoutDeps {
  readonly api: PayoutApi;
  readonly identity: Pick<
    Identity,
    'waitForAuthReady' | 'revokeAndSignOut' | 'signInWithCustomToken' | 'getIdToken'
  >;
  readonly storage: KeyValueStorage;
}

export type PayoutOptions = Parameters<typeof expressProfile>[1];

export function otherPushService(service: PushRelationServiceId): PushRelationServiceId {
  return service === PushRelationService.Rakucom
    ? PushRelationService.Lamembers
    : PushRelationService.Rakucom;
}

/** The relation's token of one app ('' when it has none). */
export function relationTokenOf(relation: FcmTokenRelationResponse, service: PushRelationServiceId): string {
  return service === PushRelationService.Rakucom ? relation.rakucomFcmToken : relation.lamembersFcmToken;
}

const resultError = (resultCode: number) =>
  internalError(
    InternalErrorMessage.ResultCodeNotOne,
    new Error(`FcmTokenRelation resultCode ${resultCode}`),
  );

/** A push token of one app, as the flow found or was given it. */
interface PushToken {
  readonly token: string;
  readonly service: PushRelationServiceId;
}

/**
 * Sign in with the custom token of the member behind a push token of `service`'s app; the
 * device's assertion travels with it (single use: one sign-in per payout).
 */
async function signInByPushToken(deps: PayoutDeps, push: PushToken, deviceAssertion: string | null) {
  const { customToken } = await deps.api.getPayoutToken({
    query: {
      token: push.token,
      serviceKey: push.service,
      ...(deviceAssertion ? { deviceAssertion } : {}),
    },
  });
  try {
    await deps.identity.signInWithCustomToken(customToken);
  } catch (error) {
    throw internalError(InternalErrorMessage.CustomTokenSignIn, error);
  }
}

async function getMeOrNull(api: Pick<PayoutApi, 'getMe'>): Promise<MeResponse | null> {
  try {
    return await api.getMe();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw internalError(InternalErrorMessage.GetMe, error);
  }
}

/**
 * The signed-in person's member record; a new one is created with a generated nickname (the
 * express profile: birthday 1900-01-01, the default icon) and `serviceUsage`, then fetched.
 */
async function ensureMember(
  deps: PayoutDeps,
  variant: ServiceVariant,
  serviceUsage: ServiceUsageId,
  options: PayoutOptions,
): Promise<{ me: MeResponse; isNew: boolean }> {
  const existing = await getMeOrNull(deps.api);
  if (existing) return { me: existing, isNew: false };
  const values = await expressProfile(deps.api, options);
  try {
    await deps.api.createMe({ body: { ...createMeBodyOf(values, variant, null), serviceUsage } });
  } catch (error) {
    if (!hasErrorCode(error, 'member.exists')) throw error;
  }
  const me = await getMeOrNull(deps.api);
  if (!me) throw internalError(InternalErrorMessage.GetMe, new Error('the new member is not there'));
  deps.storage.setItem(PayoutKey.newMember, 'true');
  return { me, isNew: true };
}

/** Create the relation; when the member already has one (409), update it with the same tokens. */
async function createOrUpdateRelation(
  deps: PayoutDeps,
  uid: string,
  token: string,
  service: PushRelationServiceId,
  secondToken: string | null,
): Promise<void> {
  try {
    await deps.api.createFcmTokenRelation({
      body: { uId: uid, token, serviceType: service, ...(secondToken ? { secondToken } : {}) },
    });
  } catch (error) {
    if (!hasErrorCode(error, 'fcm_relation.exists')) throw error;
    await deps.api.updateFcmTokenRelation({
      body: { uId: uid, token, serviceType: service, ...(secondToken ? { secondToken } : {}) },
    });
  }
}

/**
 * A relation exists (hub §4 "With a linkage token", code 1): sign in as the relation's member
 * (the spec's "the service named by the relation's fireBaseAuth": the custom token is the
 * relation's uid's, whichever of its tokens asks), create the member with usage 3 if missing,
 * then create or update the relation with `add` (the other app's token); after an update, a
 * member whose usage is not 3 is raised to 3. The relation's tokens are read once signed in: the
 * member API shows them only to the relation's member.
 */
async function joinRelation(
  deps: PayoutDeps,
  found: PushToken,
  add: PushToken,
  deviceAssertion: string | null,
  variant: ServiceVariant,
  options: PayoutOptions,
): Promise<PayoutResult> {
  await signInByPushToken(deps, found, deviceAssertion);
  const { me, isNew } = await ensureMember(deps, variant, ServiceUsage.Both, options);
  const relation = await deps.api.getFcmTokenRelation({
    query: { token: found.token, serviceKey: found.service },
  });
  if (relation.resultCode !== PushRelationResult.Exists) throw resultError(relation.resultCode);
  if (relationTokenOf(relation, add.service) === add.token)
    return { kind: 'complete', isNewMember: isNew, relation: 'unchanged' };
  await deps.api.updateFcmTokenRelation({
    body: { uId: me.uid, token: add.token, serviceType: add.service },
  });
  if (!isNew && me.serviceUsage !== ServiceUsage.Both)
    await deps.api.updateMe({ body: { serviceUsage: ServiceUsage.Both, memberStatus: me.memberStatus } });
  return { kind: 'complete', isNewMember: isNew, relation: 'updated' };
}

export type PayoutResult =
  /** Signed in, the relation written: /payout/Complete. */
  | {
      readonly kind: 'complete';
      readonly isNewMember: boolean;
      readonly relation: 'created' | 'updated' | 'unchanged';
    }
  /** Revoked and signed out; the screen reports and shows /payout/error (unless a timeout). */
  | { readonly kind: 'failed'; readonly error: unknown };

/** /payout: every branch of hub §4 "Payout flow". */
export async function runPayout(
  deps: PayoutDeps,
  { client, variant }: ClientContext,
  search: string,
  options: PayoutOptions = {},
): Promise<PayoutResult> {
  const query = new URLSearchParams(search);
  const token = tokenOrNone(query.get('token') ?? client?.token);
  const linkage = tokenOrNone(query.get('linkage_fcm_token') ?? client?.linkage_fcm_token);
  const deviceAssertion = query.get(DEVICE_ASSERTION_QUERY);
  deps.storage.removeItem(PayoutKey.newMember);
  try {
    if (!token) throw new Error('payout: no token in the query');
    // An already-logged-in user is signed out and the refresh token revoked.
    if (await deps.identity.waitForAuthReady()) await deps.identity.revokeAndSignOut(() => deps.api.logout());
    const service = variant.pushService;
    const lookUp = (t: string, serviceKey: PushRelationServiceId) =>
      deps.api.getFcmTokenRelation({ query: { token: t, serviceKey } });

    if (!linkage) {
      await signInByPushToken(deps, { token, service }, deviceAssertion);
      const { me, isNew } = await ensureMember(deps, variant, variant.serviceUsage, options);
      const found = await lookUp(token, service);
      if (found.resultCode === PushRelationResult.Error) throw resultError(found.resultCode);
      if (found.resultCode === PushRelationResult.NotFound || isNew) {
        await createOrUpdateRelation(deps, me.uid, token, service, null);
        return { kind: 'complete', isNewMember: isNew, relation: 'created' };
      }
      return { kind: 'complete', isNewMember: isNew, relation: 'unchanged' };
    }

    const other = otherPushService(service);
    const byLinkage = await lookUp(linkage, other);
    if (byLinkage.resultCode === PushRelationResult.Exists)
      return await joinRelation(
        deps,
        { token: linkage, service: other },
        { token, service },
        deviceAssertion,
        variant,
        options,
      );
    if (byLinkage.resultCode !== PushRelationResult.NotFound) throw resultError(byLinkage.resultCode);

    const byMain = await lookUp(token, service);
    if (byMain.resultCode === PushRelationResult.Exists)
      return await joinRelation(
        deps,
        { token, service },
        { token: linkage, service: other },
        deviceAssertion,
        variant,
        options,
      );
    if (byMain.resultCode !== PushRelationResult.NotFound) throw resultError(byMain.resultCode);
    // Neither app's token is known: the person of the linkage token, a member of both services.
    await signInByPushToken(deps, { token: linkage, service: other }, deviceAssertion);
    const { me, isNew } = await ensureMember(deps, variant, ServiceUsage.Both, options);
    await createOrUpdateRelation(deps, me.uid, token, service, linkage);
    return { kind: 'complete', isNewMember: isNew, relation: 'created' };
  } catch (error) {
    await endPayoutSession(deps);
    return { kind: 'failed', error };
  }
}

/** Revokes the token and signs out (a failed revocation is only logged by identity). */
export async function endPayoutSession(deps: PayoutDeps): Promise<void> {
  deps.storage.removeItem(PayoutKey.newMember);
  await deps.identity.revokeAndSignOut(() => deps.api.logout()).catch(() => undefined);
}

export type PayoutCompleteResult =
  { readonly kind: 'redirect'; readonly url: string } | { readonly kind: 'failed'; readonly error: unknown };

/**
 * /payout/Complete: the sign-in token, a login history entry ('register' for a member made by
 * this payout, else 'login') and the authorization, then back to the service.
 */
export async function completePayout(
  deps: PayoutDeps,
  { client, variant }: ClientContext,
): Promise<PayoutCompleteResult> {
  try {
    const body = authorizationBodyOf(client);
    const idToken = await deps.identity.getIdToken();
    if (!client || !body || !idToken) throw new Error('payout/Complete: no client or no sign-in');
    const mode =
      deps.storage.getItem(PayoutKey.newMember) === 'true'
        ? LoginHistoryMode.Register
        : LoginHistoryMode.Login;
    await recordLoginHistory(deps.api, mode, variant, client.returnUrl);
    const answer = await deps.api.authorize({ body });
    deps.storage.removeItem(PayoutKey.newMember);
    return { kind: 'redirect', url: endFlowWithHandBack(deps.storage, answer) };
  } catch (error) {
    await endPayoutSession(deps);
    return { kind: 'failed', error };
  }
}

/**
 * Services, variants, members' service state, identity providers and login history
 * (hub spec §1, §3, §4; profile spec §1, §3, §9).
 */
import { defineOptions, isOneOf, valuesOf, type LabeledOption } from './option';

// ---- Service flag and usage -------------------------------------------------------------------

/** Which sibling service a request is for: 1 community (the main one), 2 members service. */
export const ServiceFlag = /* @__PURE__ */ Object.freeze({ Community: 1, Members: 2 } as const);
export type ServiceFlagId = (typeof ServiceFlag)[keyof typeof ServiceFlag];
export const serviceFlagIds = valuesOf(ServiceFlag);
export const isServiceFlagId = isOneOf(serviceFlagIds);
export const serviceFlagOptions: readonly LabeledOption<ServiceFlagId>[] = defineOptions<ServiceFlagId>([
  { id: ServiceFlag.Community, ja: 'コミュニティ', en: 'Community service' },
  { id: ServiceFlag.Members, ja: '会員サービス', en: 'Members service' },
]);

/** `serviceUsage` of a member (a string on the wire): '1' community, '2' members, '3' both. */
export const ServiceUsage = /* @__PURE__ */ Object.freeze({
  Community: '1',
  Members: '2',
  Both: '3',
} as const);
export type ServiceUsageId = (typeof ServiceUsage)[keyof typeof ServiceUsage];
export const serviceUsageIds = valuesOf(ServiceUsage);
export const isServiceUsageId = isOneOf(serviceUsageIds);
export const DEFAULT_SERVICE_USAGE: ServiceUsageId = ServiceUsage.Community;
export const serviceUsageOptions: readonly LabeledOption<ServiceUsageId>[] = defineOptions<ServiceUsageId>([
  { id: ServiceUsage.Community, ja: 'コミュニティ', en: 'Community service' },
  { id: ServiceUsage.Members, ja: '会員サービス', en: 'Members service' },
  { id: ServiceUsage.Both, ja: '両方', en: 'Both' },
]);

/** `memberStatus` (string): '1' normal, '2' blocks the single-sign-on shortcut; '' with an id token → revoke. */
export const MemberStatus = /* @__PURE__ */ Object.freeze({
  Normal: '1',
  SsoBlocked: '2',
  Empty: '',
} as const);
export type MemberStatusId = (typeof MemberStatus)[keyof typeof MemberStatus];
export const memberStatusIds = valuesOf(MemberStatus);
export const isMemberStatusId = isOneOf(memberStatusIds);
export const DEFAULT_MEMBER_STATUS: MemberStatusId = MemberStatus.Normal;

/**
 * The second-service marker: a return address containing this word (also as "lamembers")
 * belongs to the members / membership service. Test with `returnUrl.includes(SECOND_SERVICE_MARKER)`,
 * which matches both spellings.
 */
export const SECOND_SERVICE_MARKER = 'lamember';
export const SECOND_SERVICE_MARKER_PLURAL = 'lamembers';

/** Two mode flags sent with POST/PUT /member/v1/me: first '1'; second '2' in the membership variant, else '1'. */
export const ME_WRITE_FIRST_MODE_FLAG = '1';
export const MeWriteSecondModeFlag = /* @__PURE__ */ Object.freeze({
  Default: '1',
  Membership: '2',
} as const);

// ---- Numeric service ids --------------------------------------------------------------------------

/**
 * Numeric service ids of the community and membership services (query `serviceId`, the
 * `serviceLocks[].serviceId` of a member, and the `serviceId` of point calls).
 * The spec hides the real values: 1004 and 1006 are our choice. They equal the SSO codes below.
 */
export const ServiceId = /* @__PURE__ */ Object.freeze({ Community: 1004, Membership: 1006 } as const);
export type ServiceIdValue = (typeof ServiceId)[keyof typeof ServiceId];
export const serviceIdValues = valuesOf(ServiceId);
export const isServiceIdValue = isOneOf(serviceIdValues);
/** The same ids as query strings ('1004', '1006'), since `serviceId` arrives in a URL. */
export const serviceIdStrings = /* @__PURE__ */ Object.freeze([
  `${ServiceId.Community}`,
  `${ServiceId.Membership}`,
] as const);
export type ServiceIdString = (typeof serviceIdStrings)[number];
export const isServiceIdString = isOneOf(serviceIdStrings);

/*
 * The service id's conversions live here and nowhere else (a lint rule forbids `String(…)`,
 * `Number(…)` and template strings of a service id outside this module): the numeric form is the
 * one the code holds, the string form is the one a URL or a JSON string field carries.
 */

/** The query form of a service id (`ServiceId.Membership` → '1006'), for a URL or a string field. */
export function serviceIdQueryOf(id: ServiceIdValue): ServiceIdString {
  return `${id}` as ServiceIdString;
}

/**
 * The service id a query value names ('1006' → 1006), or `undefined` for anything else: only the
 * exact strings of `serviceIdStrings` count (no spaces, signs, leading zeros or other services).
 */
export function serviceIdOfQuery(value: string | null | undefined): ServiceIdValue | undefined {
  return serviceIdValues.find((id) => serviceIdQueryOf(id) === value);
}

// ---- Single-sign-on services -----------------------------------------------------------------------

/**
 * The six services the SSO check (/sso, /checkAuth) knows, each with a fixed code and a key.
 * The spec hides the codes: the codes (1001-1006 in the spec's order, with community and
 * membership equal to `ServiceId`) and the Japanese labels are our choice. The address each
 * service's failed check goes to is the deployment's (`SsoFailureUrls`, one per key): never
 * written here.
 */
export const SsoService = /* @__PURE__ */ Object.freeze({
  PersonalInfo: 1001,
  Mametoku: 1002,
  Game: 1003,
  Community: ServiceId.Community,
  Point: 1005,
  Membership: ServiceId.Membership,
} as const);
export type SsoServiceCode = (typeof SsoService)[keyof typeof SsoService];
export const ssoServiceCodes = valuesOf(SsoService);
export const isSsoServiceCode = isOneOf(ssoServiceCodes);

export type SsoServiceKey = 'personalInfo' | 'mametoku' | 'game' | 'community' | 'point' | 'membership';

export interface SsoServiceOption extends LabeledOption<SsoServiceCode> {
  readonly key: SsoServiceKey;
}

/** Where the browser goes when the SSO check fails, per service: the deployment's addresses. */
export type SsoFailureUrls = Readonly<Record<SsoServiceKey, string>>;

/** In the spec's order: personal info, mametoku, game, community, point, membership. */
export const ssoServiceOptions: readonly SsoServiceOption[] = /* @__PURE__ */ Object.freeze(
  (
    [
      {
        id: SsoService.PersonalInfo,
        key: 'personalInfo',
        ja: '個人情報',
        en: 'Personal information',
      },
      {
        id: SsoService.Mametoku,
        key: 'mametoku',
        ja: 'まめ得',
        en: 'Mametoku (deals)',
      },
      {
        id: SsoService.Game,
        key: 'game',
        ja: 'ゲーム',
        en: 'Game',
      },
      {
        id: SsoService.Community,
        key: 'community',
        ja: 'コミュニティ',
        en: 'Community',
      },
      {
        id: SsoService.Point,
        key: 'point',
        ja: 'ポイント',
        en: 'Point',
      },
      {
        id: SsoService.Membership,
        key: 'membership',
        ja: '会員サービス',
        en: 'Membership',
      },
    ] satisfies SsoServiceOption[]
  ).map((o) => Object.freeze(o)),
);

/** The failure address for a code (string or number, as it comes from the query), from the deployment's list. */
export function ssoFailureRedirectOf(code: string | number, failureUrls: SsoFailureUrls): string | undefined {
  const service = ssoServiceOptions.find((o) => String(o.id) === String(code));
  return service ? failureUrls[service.key] : undefined;
}

// ---- Identity providers ------------------------------------------------------------------------------

/** Provider kinds a member can link; also the hub spec's linkage names (`google`, `daccount`). */
export const ProviderKind = /* @__PURE__ */ Object.freeze({
  Google: 'google',
  DAccount: 'daccount',
} as const);
export type ProviderKindId = (typeof ProviderKind)[keyof typeof ProviderKind];
export const providerKindIds = valuesOf(ProviderKind);
export const isProviderKindId = isOneOf(providerKindIds);
export const providerKindOptions: readonly LabeledOption<ProviderKindId>[] = defineOptions<ProviderKindId>([
  { id: ProviderKind.Google, ja: 'Google', en: 'Google' },
  { id: ProviderKind.DAccount, ja: 'dアカウント', en: 'd ACCOUNT' },
]);

/**
 * Linkage names: the `provider` query of /providerLinkage and the `error` query of profile edit.
 * Exactly `google` and `docomo-type` (profile spec §2).
 */
export const LinkageName = /* @__PURE__ */ Object.freeze({
  Google: 'google',
  DAccount: 'docomo-type',
} as const);
export type LinkageNameId = (typeof LinkageName)[keyof typeof LinkageName];
export const linkageNameIds = valuesOf(LinkageName);
export const isLinkageNameId = isOneOf(linkageNameIds);
export const linkageNameToProviderKind = /* @__PURE__ */ Object.freeze({
  [LinkageName.Google]: ProviderKind.Google,
  [LinkageName.DAccount]: ProviderKind.DAccount,
} as const satisfies Record<LinkageNameId, ProviderKindId>);

/**
 * Firebase auth provider ids: `password` for the e-mail link, and the provider's host for
 * popup providers ("{host}" in the spec), i.e. `google.com`.
 */
export const AuthProvider = /* @__PURE__ */ Object.freeze({
  Password: 'password',
  Google: 'google.com',
} as const);
export type AuthProviderId = (typeof AuthProvider)[keyof typeof AuthProvider];
export const authProviderIds = valuesOf(AuthProvider);
export const isAuthProviderId = isOneOf(authProviderIds);

/** A carrier-account user id begins with this prefix; the carrier link button is then disabled. */
export const DACCOUNT_UID_PREFIX = 'DA-';

// ---- Login history --------------------------------------------------------------------------------------

/**
 * `provider` of POST /member/v1/me/loginHistories. Besides these fixed modes a provider sign-in
 * records its provider label (e.g. `google.com`), so the wire type is `LoginHistoryMode | string`.
 */
export const LoginHistoryMode = /* @__PURE__ */ Object.freeze({
  Login: 'login',
  Register: 'register',
  Migration: 'migration',
  DAccount: 'd-account',
  Kantan: 'kantan',
  /** A sign-in with a passkey (the phone's fingerprint or face lock). */
  Passkey: 'passkey',
} as const);
export type LoginHistoryModeId = (typeof LoginHistoryMode)[keyof typeof LoginHistoryMode];
export const loginHistoryModeIds = valuesOf(LoginHistoryMode);
export const isLoginHistoryModeId = isOneOf(loginHistoryModeIds);

/** `serviceName` of a login history entry: '1' main service, '2' second (members) service. */
export const LoginHistoryServiceCode = /* @__PURE__ */ Object.freeze({ Main: '1', Members: '2' } as const);
export type LoginHistoryServiceCodeId =
  (typeof LoginHistoryServiceCode)[keyof typeof LoginHistoryServiceCode];
export const loginHistoryServiceCodeIds = valuesOf(LoginHistoryServiceCode);
export const isLoginHistoryServiceCodeId = isOneOf(loginHistoryServiceCodeIds);

/** Return URL type: '1' other, '2' member service. */
export const ReturnUrlType = /* @__PURE__ */ Object.freeze({ Other: '1', MemberService: '2' } as const);
export type ReturnUrlTypeId = (typeof ReturnUrlType)[keyof typeof ReturnUrlType];
export const returnUrlTypeIds = valuesOf(ReturnUrlType);
export const isReturnUrlTypeId = isOneOf(returnUrlTypeIds);

// ---- Service locks ------------------------------------------------------------------------------------

/**
 * The one service-lock coding of hub, server and database: `serviceLocks[].serviceId` of a member
 * (GET /member/v1/me) and the server's `service_locks.service_id` hold the locked service's code
 * as a string. The codes are the SSO service codes, so the community is '1004' and the membership
 * service '1006', the same values as the query `serviceId` that names "the requested service"
 * (hub spec §3 "Member", §4 "Identity": "A service lock on the requested service blocks login").
 * Login history codes ('1'/'2') are a different field; `loginHistoryService` maps them here.
 */
export type ServiceLockId = `${SsoServiceCode}`;
export const serviceLockIds: readonly ServiceLockId[] = /* @__PURE__ */ Object.freeze(
  ssoServiceCodes.map((code) => `${code}` as ServiceLockId),
);
export const isServiceLockId = isOneOf(serviceLockIds);

/** The `serviceLocks[].serviceId` that locks a service (e.g. `ServiceId.Community` → '1004'). */
export function serviceLockIdOf(service: SsoServiceCode): ServiceLockId {
  return `${service}`;
}

/** The service a login history entry is written for: '1' community, '2' membership. */
export const loginHistoryService = /* @__PURE__ */ Object.freeze({
  [LoginHistoryServiceCode.Main]: ServiceId.Community,
  [LoginHistoryServiceCode.Members]: ServiceId.Membership,
} as const satisfies Record<LoginHistoryServiceCodeId, ServiceIdValue>);

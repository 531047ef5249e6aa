/**
 * The variant object: community (service flag 1) or members (service flag 2), chosen from the
 * query `serviceId` or the marker word in `returnUrl` (ARCHITECTURE.md "Variants"). Screens read
 * the variant; they never test strings themselves. Both apps (hub, profile) read the same object.
 */
import {
  LoginHistoryServiceCode,
  type LoginHistoryServiceCodeId,
  ProfilePagePath,
  PushRelationService,
  type PushRelationServiceId,
  SAVE_LOADER_DELAY_EDIT_MS,
  SAVE_LOADER_DELAY_MS,
  SECOND_SERVICE_MARKER,
  ServiceFlag,
  type ServiceFlagId,
  ServiceId,
  type ServiceIdValue,
  serviceIdOfQuery,
  ServiceUsage,
  type ServiceUsageId,
} from '@member-hub/enums';

import { mergeServiceUsage } from './member-record';
import { parseHttpUrl } from './return-url';

export type VariantKey = 'community' | 'members';

/** Keys of the application names in the page title (ui's `shell` namespace, `appName.*`). */
export type AppNameKey = 'community' | 'membership' | 'point' | 'personalInfo';

export interface ServiceVariant {
  readonly key: VariantKey;
  readonly serviceFlag: ServiceFlagId;
  /** The numeric service id whose lock blocks sign-in (`serviceLocks[].serviceId`). */
  readonly serviceId: ServiceIdValue;
  /** `serviceUsage` a new or synced member gets for this service. */
  readonly serviceUsage: ServiceUsageId;
  /** `serviceName` of login history entries: '1' main service, '2' members service. */
  readonly historyServiceCode: LoginHistoryServiceCodeId;
  readonly appName: AppNameKey;
  /** Google is offered only for the community service (and never in a web view). */
  readonly offersGoogle: boolean;
  /** The members service shows the e-mail form on the 006b timeout page. */
  readonly timeoutShowsEmailForm: boolean;
  /** The 006 page links users of the old community service (community only). */
  readonly showsOldServiceLink: boolean;
  /** The save loader shows after 1.4 s, in the membership variant after 4 s (hub spec §9). */
  readonly saveLoaderDelayMs: number;
  /** The push app of the requested service (push relations, payout, migration): the community's or the members app. */
  readonly pushService: PushRelationServiceId;
  /** 005 'mail sent': for the members service with applink=true in the return address it also links app-link help. */
  readonly offersAppLinkHelp: boolean;
  /** The profile edit of the variant: /profileEdit (community) or /memberProfileEdit (membership, profile spec §2). */
  readonly profileEditPath: typeof ProfilePagePath.profileEdit | typeof ProfilePagePath.memberProfileEdit;
  /** The registration choice's 'go to login' link shows on the community service only (hub spec §2). */
  readonly offersGoToLogin: boolean;
  /** /authenRegister is used when needs_authen_reg=auth or the service is the members service (hub spec §2). */
  readonly registersSignedIn: boolean;
  /** Migration login signs out a session when the return address is the members service (hub spec "Migration login"). */
  readonly migrationLoginSignsOut: boolean;
  /** Bonus points (the mail reward and the points on save) belong to the membership variant alone (profile spec). */
  readonly grantsBonusPoints: boolean;
  /** The shop of device purchase is a field of the membership variant alone (profile spec). */
  readonly asksPurchaseShop: boolean;
  /** In the membership variant, e-mail change completion signs out, revokes the token and goes back to profile edit. */
  readonly emailChangeSignsOut: boolean;
  /** Texts that differ by variant live under `variant.<key>.*` in the hub namespaces. */
}

export const communityVariant: ServiceVariant = Object.freeze({
  key: 'community',
  serviceFlag: ServiceFlag.Community,
  serviceId: ServiceId.Community,
  serviceUsage: ServiceUsage.Community,
  historyServiceCode: LoginHistoryServiceCode.Main,
  appName: 'community',
  offersGoogle: true,
  timeoutShowsEmailForm: false,
  showsOldServiceLink: true,
  saveLoaderDelayMs: SAVE_LOADER_DELAY_MS,
  pushService: PushRelationService.Rakucom,
  offersAppLinkHelp: false,
  profileEditPath: ProfilePagePath.profileEdit,
  offersGoToLogin: true,
  registersSignedIn: false,
  migrationLoginSignsOut: false,
  grantsBonusPoints: false,
  asksPurchaseShop: false,
  emailChangeSignsOut: false,
});

export const membersVariant: ServiceVariant = Object.freeze({
  key: 'members',
  serviceFlag: ServiceFlag.Members,
  serviceId: ServiceId.Membership,
  serviceUsage: ServiceUsage.Members,
  historyServiceCode: LoginHistoryServiceCode.Members,
  appName: 'membership',
  offersGoogle: false,
  timeoutShowsEmailForm: true,
  showsOldServiceLink: false,
  saveLoaderDelayMs: SAVE_LOADER_DELAY_EDIT_MS,
  pushService: PushRelationService.Lamembers,
  offersAppLinkHelp: true,
  profileEditPath: ProfilePagePath.memberProfileEdit,
  offersGoToLogin: false,
  registersSignedIn: true,
  migrationLoginSignsOut: true,
  grantsBonusPoints: true,
  asksPurchaseShop: true,
  emailChangeSignsOut: true,
});

/** Members when `serviceId` names the membership service or `returnUrl` has the marker word. */
export function resolveVariant(input: {
  serviceId?: string | null;
  returnUrl?: string | null;
}): ServiceVariant {
  if (serviceIdOfQuery(input.serviceId) === ServiceId.Membership) return membersVariant;
  if (input.returnUrl?.includes(SECOND_SERVICE_MARKER)) return membersVariant;
  return communityVariant;
}

/** The member's serviceUsage after a save from this variant (the server's rule, member-record). */
export function mergeServiceUsageFor(current: string | undefined, variant: ServiceVariant): ServiceUsageId {
  return mergeServiceUsage(current, variant.serviceUsage);
}

/**
 * The application name of the page title: chosen by path first (personal-information rules and
 * point pages), then by the variant.
 */
export function appNameFor(pathname: string, variant: ServiceVariant): AppNameKey {
  const path = pathname.toLowerCase();
  if (path.includes('personalinformation') || path.includes('privacy')) return 'personalInfo';
  if (path.includes('point')) return 'point';
  return variant.appName;
}

/**
 * The member-site layout (profile spec §2 "Application shell"): used when the stored client's
 * referrer (`referer`) is a member-site referrer. The spec names no value, so the member site is
 * the deployment's (`memberSite.referrerOrigins`, docs/decisions/0036): a referrer is the member
 * site's when its URL origin (scheme, host, port) equals one of `memberSiteOrigins`. Parsed, never
 * matched as text: `https://members.example.jp.evil.test` or `https://evil.test/?members.example.jp`
 * is not the member site.
 */
export function isMemberSiteReferrer(
  referer: string | null | undefined,
  memberSiteOrigins: readonly string[],
): boolean {
  if (typeof referer !== 'string') return false;
  const url = parseHttpUrl(referer);
  if (!url) return false;
  return memberSiteOrigins.some((origin) => parseHttpUrl(origin)?.origin === url.origin);
}

/**
 * The variant object: community (service flag 1) or members (service flag 2), chosen from the
 * query `serviceId` or the marker word in `returnUrl` (ARCHITECTURE.md "Variants"). Screens read
 * the variant; they never test strings themselves. Both apps (hub, profile) read the same object.
 */
import {
  LoginHistoryServiceCode,
  type LoginHistoryServiceCodeId,
  SECOND_SERVICE_MARKER,
  ServiceFlag,
  type ServiceFlagId,
  ServiceId,
  type ServiceIdValue,
  ServiceUsage,
  type ServiceUsageId,
} from '@member-hub/enums';

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
});

/** Members when `serviceId` names the membership service or `returnUrl` has the marker word. */
export function resolveVariant(input: {
  serviceId?: string | null;
  returnUrl?: string | null;
}): ServiceVariant {
  if (input.serviceId === String(ServiceId.Membership)) return membersVariant;
  if (input.returnUrl?.includes(SECOND_SERVICE_MARKER)) return membersVariant;
  return communityVariant;
}

/** '3' when the member already uses the other service, else the variant's usage. */
export function mergeServiceUsage(current: string | undefined, variant: ServiceVariant): ServiceUsageId {
  if (current === ServiceUsage.Both) return ServiceUsage.Both;
  if (current === ServiceUsage.Community || current === ServiceUsage.Members) {
    return current === variant.serviceUsage ? current : ServiceUsage.Both;
  }
  return variant.serviceUsage;
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
 * referrer (`referer`) is a member-site referrer. Our reading (the spec names no value): a
 * referrer on the member site carries the members marker word, like the members' return addresses.
 */
export function isMemberSiteReferrer(referer: string | null | undefined): boolean {
  return typeof referer === 'string' && referer.includes(SECOND_SERVICE_MARKER);
}

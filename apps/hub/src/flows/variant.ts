/**
 * The variant object: community (service flag 1) or members (service flag 2), chosen from the
 * query `serviceId` or the marker word in `returnUrl` (ARCHITECTURE.md "Variants"). Screens read
 * the variant; they never test strings themselves.
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
import { mergeServiceUsage as mergeStoredServiceUsage } from '@member-hub/validators';

export type VariantKey = 'community' | 'members';

/** Keys of the `app` namespace naming the application in the page title. */
export type AppNameKey = 'community' | 'membership' | 'point' | 'personalInfo';

export interface HubVariant {
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

export const communityVariant: HubVariant = Object.freeze({
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

export const membersVariant: HubVariant = Object.freeze({
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
export function resolveVariant(input: { serviceId?: string | null; returnUrl?: string | null }): HubVariant {
  if (input.serviceId === String(ServiceId.Membership)) return membersVariant;
  if (input.returnUrl?.includes(SECOND_SERVICE_MARKER)) return membersVariant;
  return communityVariant;
}

/** The member's serviceUsage after a save from this variant (the server's rule, from validators). */
export function mergeServiceUsage(current: string | undefined, variant: HubVariant): ServiceUsageId {
  return mergeStoredServiceUsage(current, variant.serviceUsage);
}

/**
 * The application name of the page title: chosen by path first (personal-information rules and
 * point pages), then by the variant.
 */
export function appNameFor(pathname: string, variant: HubVariant): AppNameKey {
  const path = pathname.toLowerCase();
  if (path.includes('personalinformation') || path.includes('privacy')) return 'personalInfo';
  if (path.includes('point')) return 'point';
  return variant.appName;
}

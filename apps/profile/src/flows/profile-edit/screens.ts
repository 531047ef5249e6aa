/**
 * The two profile edit screens (profile spec §2): 028_ProfileEdit (community) and
 * 031_MemberProfileEdit (membership), each with its confirm and complete children. The route decides
 * the screen; the screen decides the variant the edit saves for (serviceUsage, linkage, the shop).
 */
import { serviceIdQueryOf } from '@member-hub/enums';
import { communityVariant, membersVariant, type ServiceVariant } from '@member-hub/validators';

import { RoutePath } from '../../route-paths';

export type ProfileEditScreen = 'community' | 'members';

export interface ProfileEditScreenInfo {
  readonly variant: ServiceVariant;
  readonly edit: string;
  readonly confirm: string;
  readonly complete: string;
}

export const profileEditScreens: Readonly<Record<ProfileEditScreen, ProfileEditScreenInfo>> = Object.freeze({
  community: {
    variant: communityVariant,
    edit: RoutePath.profileEdit,
    confirm: RoutePath.profileEditConfirm,
    complete: RoutePath.profileEditComplete,
  },
  members: {
    variant: membersVariant,
    edit: RoutePath.memberProfileEdit,
    confirm: RoutePath.memberProfileEditConfirm,
    complete: RoutePath.memberProfileEditComplete,
  },
});

/** The link to a screen the edit leads to, with the service id of the screen's variant (and `hidden`). */
export function linkedScreenPath(
  path: string,
  screen: ProfileEditScreen,
  extra: Record<string, string | undefined> = {},
): string {
  const query = new URLSearchParams({
    serviceId: serviceIdQueryOf(profileEditScreens[screen].variant.serviceId),
  });
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) query.set(name, value);
  return `${path}?${query.toString()}`;
}

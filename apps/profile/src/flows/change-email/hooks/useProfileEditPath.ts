import { useClientVariant } from '@member-hub/app-kit/variant';

import { type RoutePath } from '../../../route-paths';

/** The profile edit of the variant: the member profile edit for the membership service. */
export function useProfileEditPath(): typeof RoutePath.profileEdit | typeof RoutePath.memberProfileEdit {
  const { variant } = useClientVariant();
  return variant.profileEditPath;
}

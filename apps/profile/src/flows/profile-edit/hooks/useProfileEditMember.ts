import { useMe } from '@member-hub/api-client/react';

/**
 * The signed-in member with the registration-number fields (GET /member/v1/me?registerNum=1:
 * number and password for their owner). A failed load goes to the error policy (the query
 * client's global fallback): timeout dialog, the unauthorised return, or the generic error page.
 */
export function useProfileEditMember() {
  return useMe({ registerNum: true, staleTime: 0 });
}

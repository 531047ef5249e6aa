/**
 * The unauthorized-error return (hub spec §2 "Route guard", §8 "Missing sign-in state after a
 * callback"; profile spec §2): the client's return address with status=authError when it is
 * allowed, else null — the caller shows the generic error page on its own host.
 */
import { ReturnQuery } from '@member-hub/enums';

import { type ClientRecord } from './entry-params';
import { returnAddress } from './return-address';
import { isAllowedReturnUrl } from './return-url';

export function authErrorReturnAddress(
  client: ClientRecord | null,
  allowedReturnUrlPrefixes: readonly string[],
  memberHost: string,
): string | null {
  if (client && isAllowedReturnUrl(client.returnUrl, allowedReturnUrlPrefixes)) {
    return returnAddress(client.returnUrl, ReturnQuery.statusAuthError, { hubHost: memberHost });
  }
  return null;
}

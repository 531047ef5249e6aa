/**
 * The unauthorized-error destination of the route guard (hub spec §2 "Route guard", §8 "Missing
 * sign-in state after a callback"): the return address with status=authError when it is allowed,
 * else the generic error page on our own host.
 */
import { ReturnQuery } from '@member-hub/enums';
import { type ClientRecord, isAllowedReturnUrl } from '@member-hub/validators';

import { RoutePath } from '../route-paths';
import { returnAddress } from './return-url';

export function unauthorizedDestination(
  client: ClientRecord | null,
  allowedReturnUrlPrefixes: readonly string[],
  hubHost: string,
): string {
  if (client && isAllowedReturnUrl(client.returnUrl, allowedReturnUrlPrefixes)) {
    return returnAddress(client.returnUrl, ReturnQuery.statusAuthError, { hubHost });
  }
  return RoutePath.error;
}

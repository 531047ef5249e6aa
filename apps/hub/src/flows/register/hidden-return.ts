// The register page's `hidden` rule, apart from the registration flow: the route table's entry
// rules run it on every navigation, so it is in the entry chunk, and the flow is not.
import { HIDDEN_ACCEPTED_VALUE } from '@member-hub/enums';
import { isAllowedReturnUrl } from '@member-hub/validators';

/**
 * "On the register page any other value [of hidden] sends the user back to the service": the
 * return address when the query has a `hidden` other than 1 and an allowed returnUrl; null
 * otherwise. Runs before the entry rules (which would end such an entry on /error).
 * An absent or empty hidden is no value. A returnUrl outside the allow-list goes nowhere (null),
 * so the entry rules then show the generic error page.
 */
export function hiddenReturnAddress(search: URLSearchParams, allowed: readonly string[]): string | null {
  const hidden = search.get('hidden');
  if (hidden === null || hidden === '' || hidden === HIDDEN_ACCEPTED_VALUE) return null;
  const returnUrl = search.get('returnUrl');
  return returnUrl && isAllowedReturnUrl(returnUrl, allowed) ? returnUrl : null;
}

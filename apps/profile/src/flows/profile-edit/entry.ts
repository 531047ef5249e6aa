/**
 * The profile edit's entry rule, run by the root loader on every navigation (routes.tsx): kept
 * apart from profile-edit.ts so that the entry chunk does not carry the screen's logic (and the
 * zod schemas its validators import). profile-edit.ts re-exports it.
 */
import { HIDDEN_ACCEPTED_VALUE } from '@member-hub/enums';
import { isAllowedReturnUrl } from '@member-hub/validators';

/**
 * hidden: only '1' is accepted; any other value leaves to the return address (profile §2). An
 * absent or empty hidden is no value. A return address outside the allow-list goes nowhere (null):
 * the entry rules then show the generic error page.
 */
export function hiddenLeaveAddress(search: URLSearchParams, allowed: readonly string[]): string | null {
  const hidden = search.get('hidden');
  if (hidden === null || hidden === '' || hidden === HIDDEN_ACCEPTED_VALUE) return null;
  const returnUrl = search.get('returnUrl');
  return returnUrl && isAllowedReturnUrl(returnUrl, allowed) ? returnUrl : null;
}

/**
 * An invalid entry (hub spec §8 "Invalid entry parameters or other unexpected failure"): before the
 * generic error page, a session this browser still holds is revoked and signed out, so that a
 * rejected entry never leaves a member signed in for the next visitor of this browser.
 * A failed revocation is only logged (§8 "Token revocation failure"); a failure to sign out (or to
 * load the identity at all) does not keep the browser from the error page.
 */
import { type FlowDeps, revokeAndSignOut } from './deps';

export async function endSessionForInvalidEntry(
  deps: Pick<FlowDeps, 'api' | 'identity' | 'storage'>,
): Promise<void> {
  try {
    const user = await deps.identity.waitForAuthReady();
    if (user) await revokeAndSignOut(deps);
  } catch (error) {
    console.error('[hub] invalid entry: ending the session failed', error);
  }
}

/**
 * The mark an invalid entry leaves for the generic error page: there trying
 * again from the previous screen would only repeat the refused entry, so the page offers the
 * help line and the safe link only. The page reads it once and drops it.
 */
export const INVALID_ENTRY_MARK = 'invalidEntry';

export function markInvalidEntry(storage: Pick<FlowDeps['storage'], 'setItem'>): void {
  storage.setItem(INVALID_ENTRY_MARK, 'true');
}

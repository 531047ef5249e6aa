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

/**
 * Login with Google (hub spec §4 "Provider flow", login mode): sign in (popup, or the emulator's
 * account chooser), check the member; on a problem revoke, sign out and show 006a; otherwise
 * record the login history with the provider label and the return address, then Complete.
 */
import { AuthProvider } from '@member-hub/enums';
import { isIdentityErrorOfKind } from '@member-hub/identity';

import { readClient } from '@member-hub/app-kit/client-context';
import { resolveVariant } from '@member-hub/validators';
import { type FlowDeps, revokeAndSignOut } from './deps';
import { recordLoginHistory } from './login-history';
import { checkMemberAccess } from './member-access';

export type GoogleLoginResult =
  | { kind: 'complete' }
  | { kind: 'cancelled' }
  /** 006a: ログインできませんでした このアカウントは連携されていません。 */
  | { kind: 'provider-error' }
  | { kind: 'no-client' };

/**
 * The Google sign-in itself (popup, or the emulator's account chooser), for login and registration:
 * null when signed in; `cancelled` when the member closed it; `provider-error` when it failed.
 */
export async function googleSignInStep(
  deps: Pick<FlowDeps, 'identity'>,
): Promise<null | { kind: 'cancelled' } | { kind: 'provider-error' }> {
  try {
    await deps.identity.signInWithGoogle();
    return null;
  } catch (error) {
    return isIdentityErrorOfKind(error, 'popup_closed') ? { kind: 'cancelled' } : { kind: 'provider-error' };
  }
}

export async function loginWithGoogle(deps: FlowDeps): Promise<GoogleLoginResult> {
  const client = readClient(deps.storage);
  if (!client) return { kind: 'no-client' };
  const variant = resolveVariant(client);
  const failed = await googleSignInStep(deps);
  if (failed) return failed;
  try {
    const access = await checkMemberAccess(deps.api, variant, deps.report);
    if (!access.ok) {
      await revokeAndSignOut(deps);
      return { kind: 'provider-error' };
    }
    await recordLoginHistory(deps.api, AuthProvider.Google, variant, client.returnUrl);
    return { kind: 'complete' };
  } catch (error) {
    await revokeAndSignOut(deps);
    throw error;
  }
}

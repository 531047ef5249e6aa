/**
 * Login with Google (hub spec §4 "Provider flow", login mode): sign in (popup, or the emulator's
 * account chooser), check the member; on a problem revoke, sign out and show 006a; otherwise
 * record the login history with the provider label and the return address, then Complete.
 */
import { AuthProvider } from '@member-hub/enums';
import { isIdentityErrorOfKind } from '@member-hub/identity';

import { readClient } from './client-store';
import { type FlowDeps, revokeAndSignOut } from './deps';
import { checkMemberAccess } from './member-access';
import { resolveVariant } from './variant';

export type GoogleLoginResult =
  | { kind: 'complete' }
  | { kind: 'cancelled' }
  /** 006a: ログインできませんでした このアカウントは連携されていません。 */
  | { kind: 'provider-error' }
  | { kind: 'no-client' };

export async function loginWithGoogle(deps: FlowDeps): Promise<GoogleLoginResult> {
  const client = readClient(deps.storage);
  if (!client) return { kind: 'no-client' };
  const variant = resolveVariant(client);
  try {
    await deps.identity.signInWithGoogle();
  } catch (error) {
    if (isIdentityErrorOfKind(error, 'popup_closed')) return { kind: 'cancelled' };
    return { kind: 'provider-error' };
  }
  try {
    const access = await checkMemberAccess(deps.api, variant);
    if (!access.ok) {
      await revokeAndSignOut(deps);
      return { kind: 'provider-error' };
    }
    await deps.api.addLoginHistory({
      body: {
        provider: AuthProvider.Google,
        serviceName: variant.historyServiceCode,
        returnUrl: client.returnUrl,
      },
    });
    return { kind: 'complete' };
  } catch (error) {
    await revokeAndSignOut(deps);
    throw error;
  }
}

/**
 * Registration with Google (hub spec §4 "Provider flow", register mode; §8 "Registration
 * duplicates"): sign in (popup, or the emulator's account chooser), require that no member exists
 * for the account; an existing one → 003a (このGoogleアカウントは既に登録されています。) after revoking
 * the token and signing out. Otherwise a random password is set and the profile registration follows.
 */
import { type MemberApiClient } from '@member-hub/api-client';
import { AuthProcess, StorageKey } from '@member-hub/enums';
import { providerRandomPassword } from '@member-hub/validators';

import { readClient } from '@member-hub/app-kit/client-context';
import { type FlowDeps, revokeAndSignOut } from './deps';
import { googleSignInStep } from './google-login';
import { registerModeAllowed } from './register-mode';

export type GoogleRegisterResult =
  | { kind: 'profile' }
  | { kind: 'cancelled' }
  /** 003a: the Google account belongs to a member already. */
  | { kind: 'already-registered' }
  /** The provider sign-in itself failed: the register provider error page. */
  | { kind: 'provider-error' }
  | { kind: 'no-client' };

export interface GoogleRegisterDeps extends Pick<FlowDeps, 'identity' | 'storage'> {
  readonly api: FlowDeps['api'] & Pick<MemberApiClient, 'getMe'>;
  /**
   * Sets a password on the new account (the hub passes identity.setPassword). The spec's rule
   * (hub spec §4 "Provider flow", register mode): "set a random password (6 characters from
   * letters, digits and the symbols ! # $ % &, followed by a date-time stamp) and go to profile
   * registration" — validators' providerRandomPassword. The account then also has the `password`
   * provider. Nobody is told the password. Optional only so tests can leave it out.
   */
  readonly setProviderPassword?: (password: string) => Promise<void>;
  readonly now?: () => Date;
}

export async function registerWithGoogle(deps: GoogleRegisterDeps): Promise<GoogleRegisterResult> {
  if (!readClient(deps.storage)) return { kind: 'no-client' };
  const failed = await googleSignInStep(deps);
  if (failed) return failed;
  try {
    if (!(await registerModeAllowed(deps.api))) {
      await revokeAndSignOut(deps);
      return { kind: 'already-registered' };
    }
    if (deps.setProviderPassword) {
      await deps.setProviderPassword(providerRandomPassword(deps.now ? deps.now() : new Date()));
    }
    deps.storage.setItem(StorageKey.process, AuthProcess.Register);
    return { kind: 'profile' };
  } catch (error) {
    await revokeAndSignOut(deps);
    throw error;
  }
}

/**
 * Sign-in and registration by provider: 900_loginWithProvider (/login/provider) and 003_register
 * (/register/provider), hub spec §2. A service may send a member straight there with the query
 * `provider` (the spec's linkage names: google, daccount). Google is started from the screen's
 * button, because a popup opens only from a tap; the d-account has its own flow.
 */
import { LinkageName } from '@member-hub/enums';

export type ProviderScreen =
  /** Show the Google button (an absent provider means Google: it is the only popup provider). */
  | { kind: 'google' }
  /** The d-account flow (`provider=daccount`). */
  | { kind: 'daccount' }
  /** Back to the method choice: an unknown provider, or Google where it is not offered. */
  | { kind: 'choice' };

/** The spec's linkage name of the d-account in the `provider` query. */
export const DACCOUNT_PROVIDER_QUERY = 'daccount';

export function providerScreenOf(provider: string | null, googleOffered: boolean): ProviderScreen {
  if (provider === null || provider === '' || provider === LinkageName.Google) {
    return googleOffered ? { kind: 'google' } : { kind: 'choice' };
  }
  if (provider === DACCOUNT_PROVIDER_QUERY) return { kind: 'daccount' };
  return { kind: 'choice' };
}

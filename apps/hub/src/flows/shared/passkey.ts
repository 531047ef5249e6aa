/**
 * Sign in with a passkey (the phone's fingerprint or face; docs/flows/passkey.md): the member
 * API's challenge, the browser's ceremony, the member API's custom token, then the same path as
 * every sign-in — the sign-in check (member record, locks, status), the login history (mode
 * `passkey`) and, by the caller, the hand-back. Plain functions; the page decides what each
 * outcome shows.
 */
import { ApiErrorCode, isHttpError, type MemberApiClient } from '@member-hub/api-client';
import { LoginHistoryMode } from '@member-hub/enums';
import { type ServiceVariant } from '@member-hub/validators';

import { endProcess } from '@member-hub/app-kit/client-context';
import { type Identity } from '@member-hub/identity';

import { type FlowDeps } from './deps';
import { recordLoginHistory } from './login-history';
import { checkMemberAccess } from './member-access';
import { signInWithCustomToken } from './sign-in-and-sync';

/** The browser's ceremony (`@simplewebauthn/browser` startAuthentication; tests pass a fake). */
export type StartAuthentication = (options: {
  optionsJSON: Record<string, unknown> & { challenge: string };
}) => Promise<Record<string, unknown>>;

export interface PasskeyDeps extends Pick<FlowDeps, 'storage' | 'report'> {
  readonly api: Pick<
    MemberApiClient,
    'passkeySignInOptions' | 'passkeySignIn' | 'getMe' | 'addLoginHistory' | 'logout'
  >;
  readonly identity: Pick<Identity, 'signInWithCustomToken' | 'revokeAndSignOut'>;
  readonly startAuthentication: StartAuthentication;
}

export type PasskeySignInResult =
  /** Signed in and checked: the caller hands back (loginComplete). */
  | { readonly kind: 'complete' }
  /** The member stopped the phone's prompt, or it timed out: nothing happened. */
  | { readonly kind: 'cancelled' }
  /** This phone's passkey was not accepted (removed, another site, a used challenge…). */
  | { readonly kind: 'failed' }
  /** The sign-in check refused the member: the same screens as every sign-in. */
  | { readonly kind: 'not-member' | 'locked' | 'no-status' };

/** The browser's "the member said no, or took too long" (WebAuthn: NotAllowedError, AbortError). */
function isCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

const REFUSED_CODES: ReadonlySet<string> = new Set([
  ApiErrorCode.PasskeyChallengeInvalid,
  ApiErrorCode.PasskeyInvalid,
  ApiErrorCode.PasskeyNotFound,
]);

export async function signInWithPasskey(
  deps: PasskeyDeps,
  variant: ServiceVariant,
  returnUrl: string | undefined,
): Promise<PasskeySignInResult> {
  const optionsJSON = await deps.api.passkeySignInOptions();
  let credential: Record<string, unknown>;
  try {
    credential = await deps.startAuthentication({ optionsJSON });
  } catch (error) {
    if (isCancelled(error)) return { kind: 'cancelled' };
    // No WebAuthn in this browser, or the phone has no passkey for this site.
    deps.report?.(error, { step: 'passkey ceremony' });
    return { kind: 'failed' };
  }
  let customToken: string;
  try {
    ({ customToken } = await deps.api.passkeySignIn({
      body: {
        credential: credential as never,
        serviceId: `${variant.serviceId}`,
      },
    }));
  } catch (error) {
    if (isHttpError(error) && error.code === ApiErrorCode.MemberLocked) return { kind: 'locked' };
    if (isHttpError(error) && error.code && REFUSED_CODES.has(error.code)) return { kind: 'failed' };
    throw error;
  }
  await signInWithCustomToken(deps, customToken);
  // The same check as every sign-in: a member record, not locked, a status.
  const access = await checkMemberAccess(deps.api, variant, deps.report);
  if (!access.ok) {
    // As every sign-in the check refuses: the new session is revoked and signed out.
    endProcess(deps.storage);
    await deps.identity.revokeAndSignOut(() => deps.api.logout());
    return { kind: access.reason };
  }
  await recordLoginHistory(deps.api, LoginHistoryMode.Passkey, variant, returnUrl);
  return { kind: 'complete' };
}

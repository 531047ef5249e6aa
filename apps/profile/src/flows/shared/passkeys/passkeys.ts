/**
 * The member's passkeys in the profile edit (docs/flows/passkey.md): list them, remove one, add
 * this phone. Plain functions over the member API; the screen decides what each outcome shows.
 */
import { type MemberApiClient, type PasskeySummary } from '@member-hub/api-client';
import { deviceNameOf } from '@member-hub/app-kit/passkeys';

export { deviceNameOf };

export type PasskeyApi = Pick<
  MemberApiClient,
  'listPasskeys' | 'deletePasskey' | 'passkeyRegistrationOptions' | 'registerPasskey'
>;

/** The browser's ceremony (`@simplewebauthn/browser` startRegistration; tests pass a fake). */
export type StartRegistration = (options: {
  optionsJSON: Record<string, unknown> & { challenge: string };
}) => Promise<Record<string, unknown>>;

export async function listPasskeys(api: PasskeyApi): Promise<readonly PasskeySummary[]> {
  return (await api.listPasskeys()).passkeys;
}

export async function removePasskey(api: PasskeyApi, passkeyId: string): Promise<void> {
  await api.deletePasskey({ params: { passkeyId } });
}

export type AddPasskeyResult = { readonly kind: 'added' } | { readonly kind: 'cancelled' };

/** The member stopped the phone's prompt, it timed out, or this phone already has one. */
function isCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError' || name === 'InvalidStateError';
}

export async function addPasskey(
  api: PasskeyApi,
  startRegistration: StartRegistration,
  userAgent: string,
): Promise<AddPasskeyResult> {
  const optionsJSON = await api.passkeyRegistrationOptions();
  let credential: Record<string, unknown>;
  try {
    credential = await startRegistration({ optionsJSON });
  } catch (error) {
    if (isCancelled(error)) return { kind: 'cancelled' };
    throw error;
  }
  await api.registerPasskey({
    body: { credential: credential as never, deviceName: deviceNameOf(userAgent) },
  });
  return { kind: 'added' };
}

import { ApiErrorCode } from '@member-hub/api-client';
import { LoginHistoryMode } from '@member-hub/enums';
import { communityVariant, membersVariant } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import { apiError, memoryStorage } from '../../test/api-errors';
import { me } from '../../test/fakes';
import { signInWithPasskey, type PasskeyDeps } from './passkey';

const OPTIONS = { challenge: 'c'.repeat(43), rpId: 'localhost' };
const CREDENTIAL = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

function fakes(
  overrides: { ceremony?: () => Promise<unknown>; signIn?: () => Promise<unknown>; me?: unknown } = {},
) {
  const api = {
    passkeySignInOptions: vi.fn(async () => OPTIONS),
    passkeySignIn: vi.fn(overrides.signIn ?? (async () => ({ customToken: 'custom-token' }))),
    getMe: vi.fn(async () => overrides.me ?? me()),
    addLoginHistory: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
  };
  const identity = {
    signInWithCustomToken: vi.fn(async () => undefined),
    revokeAndSignOut: vi.fn(async (revoke: () => Promise<unknown>) => {
      await revoke();
    }),
  };
  const startAuthentication = vi.fn(overrides.ceremony ?? (async () => CREDENTIAL));
  const deps = { api, identity, startAuthentication, storage: memoryStorage() } as unknown as PasskeyDeps;
  return { deps, api, identity, startAuthentication };
}

describe('signInWithPasskey', () => {
  // Both variants: the service whose lock the server checks and the history's service code.
  it.each([communityVariant, membersVariant])(
    'signs in with the custom token, checks the member and records login history mode passkey ($key)',
    async (variant) => {
      const { deps, api, identity, startAuthentication } = fakes();
      const result = await signInWithPasskey(deps, variant, 'http://localhost:6190/callback');
      expect(result).toEqual({ kind: 'complete' });
      expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
      expect(api.passkeySignIn).toHaveBeenCalledWith({
        body: { credential: CREDENTIAL, serviceId: `${variant.serviceId}` },
      });
      expect(identity.signInWithCustomToken).toHaveBeenCalledWith('custom-token');
      expect(api.addLoginHistory).toHaveBeenCalledWith({
        body: {
          provider: LoginHistoryMode.Passkey,
          serviceName: variant.historyServiceCode,
          returnUrl: 'http://localhost:6190/callback',
        },
      });
    },
  );

  it('says cancelled when the member stops the phone’s prompt; nothing is sent', async () => {
    const { deps, api } = fakes({
      ceremony: async () => {
        throw Object.assign(new Error('The operation either timed out or was not allowed.'), {
          name: 'NotAllowedError',
        });
      },
    });
    expect(await signInWithPasskey(deps, communityVariant, undefined)).toEqual({ kind: 'cancelled' });
    expect(api.passkeySignIn).not.toHaveBeenCalled();
  });

  it('says failed when the server does not accept the passkey (removed, another site)', async () => {
    const { deps, identity } = fakes({
      signIn: async () => {
        throw apiError('http', 404, ApiErrorCode.PasskeyNotFound);
      },
    });
    expect(await signInWithPasskey(deps, communityVariant, undefined)).toEqual({ kind: 'failed' });
    expect(identity.signInWithCustomToken).not.toHaveBeenCalled();
  });

  it('refuses a locked member like every sign-in: the session is revoked and signed out', async () => {
    const { deps, api, identity } = fakes({ me: me({ serviceLocks: [{ serviceId: '1004' }] }) });
    expect(await signInWithPasskey(deps, communityVariant, undefined)).toEqual({ kind: 'locked' });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(api.logout).toHaveBeenCalled();
    expect(api.addLoginHistory).not.toHaveBeenCalled();
  });
});

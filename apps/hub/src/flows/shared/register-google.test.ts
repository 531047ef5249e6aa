import { createIdentityError } from '@member-hub/identity';
import { describe, expect, it, vi } from 'vitest';

import { apiError } from '../../test/api-errors';
import { fakeDeps } from '../../test/fakes';
import { registerWithGoogle } from './register-google';

describe('registration with Google', () => {
  it('goes to the profile registration for a new account and sets the random password', async () => {
    const { deps, api, storage } = fakeDeps();
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    const setProviderPassword = vi.fn(async () => undefined);
    const result = await registerWithGoogle({ ...deps, setProviderPassword });
    expect(result).toEqual({ kind: 'profile' });
    expect(storage.getItem('process')).toBe('register');
    // 6 characters from letters, digits and ! # $ % &, then a date-time stamp.
    expect(setProviderPassword.mock.calls[0]).toEqual([expect.stringMatching(/^[A-Za-z0-9!#$%&]{6}\d+$/)]);
  });

  it('is 003a for an account that is registered already: revoked and signed out, the process ended', async () => {
    const { deps, identity, api, storage } = fakeDeps();
    storage.setItem('process', 'register');
    expect(await registerWithGoogle(deps)).toEqual({ kind: 'already-registered' });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(api.logout).toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });

  it('signs out and ends the process when the member check fails', async () => {
    const { deps, identity, api, storage } = fakeDeps();
    storage.setItem('process', 'register');
    const failure = apiError('server', 500);
    api.getMe.mockRejectedValueOnce(failure);
    await expect(registerWithGoogle(deps)).rejects.toBe(failure);
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });

  it('needs a client entry and stops when the popup is closed', async () => {
    expect(await registerWithGoogle(fakeDeps({ client: null }).deps)).toEqual({ kind: 'no-client' });
    const { deps, identity } = fakeDeps();
    identity.signInWithGoogle.mockRejectedValueOnce(createIdentityError('popup_closed'));
    expect(await registerWithGoogle(deps)).toEqual({ kind: 'cancelled' });
  });
});

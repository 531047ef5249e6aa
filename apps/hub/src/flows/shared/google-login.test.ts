import { createIdentityError } from '@member-hub/identity';
import { describe, expect, it } from 'vitest';

import { apiError } from '../../test/api-errors';
import { fakeDeps } from '../../test/fakes';
import { loginWithGoogle } from './google-login';

describe('loginWithGoogle', () => {
  it('records the Google login with the return address and completes', async () => {
    const { deps, api } = fakeDeps();
    expect(await loginWithGoogle(deps)).toEqual({ kind: 'complete' });
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'google.com', serviceName: '1', returnUrl: 'http://localhost:5190/callback' },
    });
  });

  it('is cancelled when the member closes the chooser', async () => {
    const { deps, identity, api } = fakeDeps();
    identity.signInWithGoogle.mockRejectedValueOnce(createIdentityError('popup_closed'));
    expect(await loginWithGoogle(deps)).toEqual({ kind: 'cancelled' });
    expect(api.getMe).not.toHaveBeenCalled();
  });

  it('revokes and shows 006a when the Google account belongs to no member', async () => {
    const { deps, api, identity, storage } = fakeDeps();
    storage.setItem('process', 'login');
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    expect(await loginWithGoogle(deps)).toEqual({ kind: 'provider-error' });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    // The login process ends with the session.
    expect(storage.getItem('process')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeDeps } from '../../test/fakes';
import { endSessionForInvalidEntry } from './invalid-entry';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('endSessionForInvalidEntry (hub spec §8)', () => {
  it('revokes the refresh token through the server, then signs out, ending the flow in progress', async () => {
    const { deps, api, identity, storage } = fakeDeps();
    storage.setItem('process', 'login');
    await endSessionForInvalidEntry(deps);
    expect(identity.revokeAndSignOut).toHaveBeenCalledTimes(1);
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(storage.getItem('process')).toBeNull();
  });

  it('does nothing when nobody is signed in', async () => {
    const { deps, api, identity } = fakeDeps();
    identity.waitForAuthReady.mockResolvedValueOnce(null);
    await endSessionForInvalidEntry(deps);
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('still lets the browser go on when signing out fails (logged only)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps, identity } = fakeDeps();
    identity.revokeAndSignOut.mockRejectedValueOnce(new Error('network'));
    await expect(endSessionForInvalidEntry(deps)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalled();
  });
});

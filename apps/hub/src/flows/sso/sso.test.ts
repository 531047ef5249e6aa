import { describe, expect, it } from 'vitest';

import { apiError } from '../../test/api-errors';
import { demoClient, fakeDeps, me } from '../../test/fakes';
import { readClientContext } from '@member-hub/app-kit/client-context';
import { runSsoCheck } from './sso';

/** The service's own link: the browser comes from a page of its return address's origin. */
const fromService = { referrer: 'http://localhost:5190/top' };

describe('runSsoCheck', () => {
  it('updates the profile, records the login, authorizes and returns with auth=true', async () => {
    const { deps, api, identity } = fakeDeps();
    expect(await runSsoCheck(deps, readClientContext(deps.storage), fromService)).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5190/callback?auth=true',
    });
    expect(api.updateMe).toHaveBeenCalledWith({ body: { memberStatus: '1', serviceUsage: '1' } });
    expect(api.addLoginHistory).toHaveBeenCalled();
    expect(api.authorize).toHaveBeenCalledWith({ body: demoClient });
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
  });

  it('returns with auth=false when nobody is signed in', async () => {
    const { deps, identity } = fakeDeps();
    identity.waitForAuthReady.mockResolvedValueOnce(null);
    expect(await runSsoCheck(deps, readClientContext(deps.storage), fromService)).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5190/callback?auth=false',
    });
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
  });

  it('signs out and uses the service failure address for status 2', async () => {
    const { deps, api, identity } = fakeDeps({ client: { ...demoClient, serviceId: '1004' } });
    api.getMe.mockResolvedValueOnce(me({ memberStatus: '2' }));
    const outcome = await runSsoCheck(deps, readClientContext(deps.storage), fromService);
    expect(outcome).toEqual({ kind: 'redirect', url: 'http://localhost:5190/?auth=false' });
    expect(identity.signOut).toHaveBeenCalled();
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it('signs out when the service is locked', async () => {
    const { deps, api, identity } = fakeDeps();
    api.getMe.mockResolvedValueOnce(me({ serviceLocks: [{ serviceId: '1004' }] }));
    expect((await runSsoCheck(deps, readClientContext(deps.storage), fromService)).kind).toBe('redirect');
    expect(identity.signOut).toHaveBeenCalled();
  });

  it('goes to the generic error page on any failure, signed out', async () => {
    const { deps, api, identity } = fakeDeps();
    const failure = apiError('server', 500);
    api.updateMe.mockRejectedValueOnce(failure);
    expect(await runSsoCheck(deps, readClientContext(deps.storage), fromService)).toEqual({
      kind: 'error',
      error: expect.objectContaining({ message: 'check if logged-in user failed', cause: failure }),
    });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    const none = fakeDeps({ client: null }).deps;
    expect((await runSsoCheck(none, readClientContext(none.storage), fromService)).kind).toBe('error');
  });

  // Any site can link a signed-in member to /sso with a real client's public entry.
  it('a link from a foreign site with a valid client entry writes nothing, authorizes nothing and signs nobody out', async () => {
    for (const referrer of ['https://attacker.example/page', 'http://localhost:5190.attacker.example/', '']) {
      const { deps, api, identity } = fakeDeps();
      expect(await runSsoCheck(deps, readClientContext(deps.storage), { referrer })).toEqual({
        kind: 'redirect',
        url: 'http://localhost:5190/callback?auth=false',
      });
      expect(api.updateMe).not.toHaveBeenCalled();
      expect(api.addLoginHistory).not.toHaveBeenCalled();
      expect(api.authorize).not.toHaveBeenCalled();
      expect(identity.signOut).not.toHaveBeenCalled();
      expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
    }
    // Nor does it sign out a member whose service is locked.
    const { deps, api, identity } = fakeDeps();
    api.getMe.mockResolvedValue(me({ memberStatus: '2' }));
    await runSsoCheck(deps, readClientContext(deps.storage), { referrer: 'https://attacker.example/' });
    expect(identity.signOut).not.toHaveBeenCalled();
  });

  it('a link from the service naming an unknown client writes nothing and signs nobody out', async () => {
    const { deps, api, identity } = fakeDeps({
      client: { ...demoClient, clientId: 'nope', serviceId: '1006' },
    });
    api.authorize.mockRejectedValueOnce(apiError('http', 400, 'client.invalid'));
    expect((await runSsoCheck(deps, readClientContext(deps.storage), fromService)).kind).toBe('error');
    expect(api.updateMe).not.toHaveBeenCalled();
    expect(api.addLoginHistory).not.toHaveBeenCalled();
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
  });

  it('a client entry the API refuses as invalid input writes nothing and signs nobody out', async () => {
    const { deps, api, identity } = fakeDeps();
    api.authorize.mockRejectedValueOnce(apiError('http', 400, 'validation.failed'));
    expect((await runSsoCheck(deps, readClientContext(deps.storage), fromService)).kind).toBe('error');
    expect(api.updateMe).not.toHaveBeenCalled();
    expect(api.addLoginHistory).not.toHaveBeenCalled();
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
  });
});

// Hub spec §4 "Single-sign-on check" step 3: on the failure path the session is always signed
// out, and the refresh token is revoked only for return addresses of the membership service.
import { describe, expect, it } from 'vitest';

import { demoClient, fakeDeps, me } from '../../test/fakes';
import { readClientContext } from '@member-hub/app-kit/client-context';
import { runSsoCheck } from './sso';

const membershipClient = { ...demoClient, returnUrl: 'http://localhost:5191/lamember/callback' };
/** The navigation each service starts: from a page of its own origin. */
const fromService = { referrer: 'http://localhost:5190/' };
const fromMembership = { referrer: 'http://localhost:5191/lamember/' };

describe('runSsoCheck, the failure path', () => {
  it('signs out without revoking for a community return address', async () => {
    const { deps, api, identity, storage } = fakeDeps();
    storage.setItem('process', 'login');
    api.getMe.mockResolvedValueOnce(me({ memberStatus: '2' }));
    expect(await runSsoCheck(deps, readClientContext(deps.storage), fromService)).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5190/callback?auth=false',
    });
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
    expect(api.logout).not.toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });

  it('revokes the refresh token, then signs out, for a membership return address', async () => {
    const { deps, api, identity } = fakeDeps({ client: membershipClient });
    api.getMe.mockResolvedValueOnce(me({ serviceLocks: [{ serviceId: '1006' }] }));
    expect(await runSsoCheck(deps, readClientContext(deps.storage), fromMembership)).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5191/lamember/callback?auth=false',
    });
    expect(identity.revokeAndSignOut).toHaveBeenCalledTimes(1);
    expect(api.logout).toHaveBeenCalledTimes(1);
  });

  it('decides by the return address, not by serviceId', async () => {
    const { deps, api, identity } = fakeDeps({ client: { ...demoClient, serviceId: '1006' } });
    api.getMe.mockResolvedValueOnce(me({ memberStatus: '2' }));
    expect(await runSsoCheck(deps, readClientContext(deps.storage), fromService)).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5191/?auth=false',
    });
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('neither revokes nor signs out when nobody is signed in', async () => {
    const { deps, identity } = fakeDeps({ client: membershipClient });
    identity.waitForAuthReady.mockResolvedValueOnce(null);
    await runSsoCheck(deps, readClientContext(deps.storage), fromMembership);
    expect(identity.signOut).not.toHaveBeenCalled();
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
  });
});

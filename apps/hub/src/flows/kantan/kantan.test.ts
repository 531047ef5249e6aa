import { type KeyValueStorage, readClientContext, saveClient } from '@member-hub/app-kit/client-context';
import { KANTAN_LOCKOUT_MINUTES } from '@member-hub/enums';
import { describe, expect, it, vi } from 'vitest';

import { apiError, memoryStorage } from '../../test/api-errors';
import { demoClient, me } from '../../test/fakes';
import { checkKantanLaunch, type KantanDeps, kantanLogin, runKantanRegister } from './kantan';

const ALLOWED = ['http://localhost:5190/'];
/** The context the screen or the loader hands the step: the entry saved in the fake storage. */
const contextOf = (deps: { storage: KeyValueStorage }) => readClientContext(deps.storage);
const kantanClient = { ...demoClient, sid: 'community', telno: '09011110003', modelno: 'F-03K' };
const ok = { resultCode: 1, customToken: 'custom-1', accessToken: 'acc-1', rakuId: '10000003' };
const none = (resultCode: number) => ({ resultCode, customToken: '', accessToken: '', rakuId: '' });

function setUp(client: Record<string, string> = kantanClient) {
  const storage = memoryStorage();
  saveClient(storage, client as typeof demoClient);
  const api = {
    kantanAuth: vi.fn(async () => ok),
    kantanRegister: vi.fn(async () => ok),
    kantanAuthRegister: vi.fn(async () => ok),
    getRakuUser: vi.fn(async () => ({
      accessToken: 'acc-1',
      customToken: '',
      user: {
        uid: 'RK-3',
        nickname: 'ひろし',
        birthday: '1960-08-00',
        phone: '090-1111-0003',
        rakucomId: '10000003',
        locked: false,
      },
    })),
    syncMe: vi.fn(async () => me()),
    migrationComplete: vi.fn(async () => undefined),
    updateRakucomToken: vi.fn(async () => undefined),
    getMe: vi.fn(async () => me()),
    updateMe: vi.fn(async () => me()),
    addLoginHistory: vi.fn(async () => undefined),
    authorize: vi.fn(async () => ({ code: 'c1', secureCode: 'sc1' })),
    logout: vi.fn(async () => undefined),
    checkNickname: vi.fn(async () => ({ exsist: false })),
  };
  const identity = {
    signInWithCustomToken: vi.fn(async () => ({})),
    signOut: vi.fn(async () => undefined),
    currentUser: vi.fn(() => null),
    revokeAndSignOut: vi.fn(async () => undefined),
  };
  const report = vi.fn();
  const deps = { api, identity, storage, report, allowedReturnUrlPrefixes: ALLOWED };
  return { deps: deps as unknown as KantanDeps, api, identity, storage, report };
}

describe('kantan launch guard (hub §5)', () => {
  it('clears the client for an empty query value or a sid other than community', () => {
    const { storage } = setUp();
    const query = new URLSearchParams({ ...kantanClient, utm_source: '' }).toString();
    expect(checkKantanLaunch(storage, readClientContext(storage), `?${query}`, ALLOWED).ok).toBe(false);
    expect(storage.getItem('client')).toBeNull();
    const other = setUp({ ...kantanClient, sid: 'game' });
    expect(checkKantanLaunch(other.storage, readClientContext(other.storage), '', ALLOWED).ok).toBe(false);
    expect(checkKantanLaunch(setUp().storage, readClientContext(setUp().storage), '', ALLOWED).ok).toBe(true);
  });
});

describe('kantan register (hub §4)', () => {
  it('a new member: register, sign in, generated data, sync, then history, authorization and migration complete', async () => {
    const { deps, api, identity } = setUp();
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    expect(await runKantanRegister(deps, contextOf(deps), 'register', '')).toEqual({
      kind: 'redirect',
      url: '/memberbase/v1/authorization?code=c1&secure_code=sc1',
    });
    expect(api.kantanRegister).toHaveBeenCalledWith({
      body: { telno: '09011110003', modelno: 'F-03K', sid: 'community' },
    });
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
    const body = (api.syncMe.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0].body;
    expect(body).toMatchObject({ nickname: 'ひろし', birthday: '1900-01-01', accessToken: 'acc-1' });
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: expect.objectContaining({ provider: 'kantan' }),
    });
    expect(api.migrationComplete).toHaveBeenCalledWith({ body: { accessToken: 'acc-1' } });
  });

  it('tolerates 409 from sync me', async () => {
    const { deps, api } = setUp();
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    api.syncMe.mockRejectedValueOnce(apiError('http', 409, 'member.exists'));
    expect((await runKantanRegister(deps, contextOf(deps), 'register', '')).kind).toBe('redirect');
  });

  it('an existing member of the other service gets usage 3 (the server merges)', async () => {
    const { deps, api } = setUp({ ...kantanClient, returnUrl: 'http://localhost:5190/lamember/callback' });
    api.getMe.mockResolvedValueOnce(me({ serviceUsage: '1' }));
    await runKantanRegister(deps, contextOf(deps), 'register', '');
    expect(api.updateMe).toHaveBeenCalledWith({ body: { serviceUsage: '2' } });
    expect(api.syncMe).not.toHaveBeenCalled();
  });

  it('a result other than 1 is reported as resultCode is not 1 and fails', async () => {
    const { deps, api, identity } = setUp();
    api.kantanRegister.mockResolvedValueOnce(none(3));
    const result = await runKantanRegister(deps, contextOf(deps), 'register', '');
    expect(result.kind).toBe('failed');
    expect(result.kind === 'failed' && (result.error as Error).message).toBe('resultCode is not 1');
    expect(identity.signInWithCustomToken).not.toHaveBeenCalled();
  });

  it('a stopped account (403 legacy.locked) is the plain refusal, in both calls: nobody is signed in', async () => {
    for (const which of ['register', 'authRegister'] as const) {
      const { deps, api, identity } = setUp();
      const call = which === 'register' ? api.kantanRegister : api.kantanAuthRegister;
      call.mockRejectedValueOnce(apiError('http', 403, 'legacy.locked'));
      expect(await runKantanRegister(deps, contextOf(deps), which, '')).toEqual({ kind: 'unusable' });
      expect(identity.signInWithCustomToken).not.toHaveBeenCalled();
    }
  });

  it('a locked service for the calling site is the same plain refusal, reported and signed out', async () => {
    const { deps, api, identity, report } = setUp();
    api.getMe.mockResolvedValueOnce(me({ serviceLocks: [{ serviceId: '1004' }] } as never));
    const result = await runKantanRegister(deps, contextOf(deps), 'register', '');
    expect(result).toEqual({ kind: 'unusable' });
    expect((report.mock.calls[0]![0] as Error).message).toBe('service locked');
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it("auth-register sends the app token, 'null' for no linkage token, and the service id", async () => {
    const { deps, api } = setUp({ ...kantanClient, token: 'app-1', serviceId: '1' });
    await runKantanRegister(deps, contextOf(deps), 'authRegister', '');
    expect(api.kantanAuthRegister).toHaveBeenCalledWith({
      body: {
        telno: '09011110003',
        modelno: 'F-03K',
        sid: 'community',
        token: 'app-1',
        linkage_fcm_token: 'null',
        service_id: '1',
      },
    });
  });
});

describe('kantan login (hub §4)', () => {
  const login = { registrationNumber: ' 10000003 ', password: 'hello333' };
  const withRefresh = (value: string) => ({ ...kantanClient, needsRefreshToken: value });

  it('needsRefreshToken must be true or false and sid community', async () => {
    const plain = setUp(kantanClient).deps;
    expect(await kantanLogin(plain, contextOf(plain), login)).toEqual({ kind: 'entry-error' });
    const otherSid = setUp({ ...withRefresh('true'), sid: 'x' }).deps;
    expect(await kantanLogin(otherSid, contextOf(otherSid), login)).toEqual({
      kind: 'entry-error',
    });
  });

  it('result 4: bad credentials; 3: reported as resultCode is not 1; 429: locked out; 400: status error', async () => {
    const { deps, api, report } = setUp(withRefresh('false'));
    api.kantanAuth.mockResolvedValueOnce(none(4));
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({ kind: 'bad-credentials' });
    api.kantanAuth.mockResolvedValueOnce(none(3));
    expect((await kantanLogin(deps, contextOf(deps), login)).kind).toBe('failed');
    expect((report.mock.calls[0]![0] as Error).message).toBe('resultCode is not 1');
    // The minutes the server says are left, rounded up; the whole lockout when it does not say.
    api.kantanAuth.mockRejectedValueOnce(
      apiError('http', 429, 'kantan.too_many_attempts', { retryAfterSeconds: 61 }),
    );
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({ kind: 'locked-out', minutes: 2 });
    api.kantanAuth.mockRejectedValueOnce(
      apiError('http', 429, 'kantan.too_many_attempts', { retryAfterSeconds: 1 }),
    );
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({ kind: 'locked-out', minutes: 1 });
    api.kantanAuth.mockRejectedValueOnce(apiError('http', 429, 'kantan.too_many_attempts'));
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({
      kind: 'locked-out',
      minutes: KANTAN_LOCKOUT_MINUTES,
    });
    api.kantanAuth.mockRejectedValueOnce(apiError('http', 400, 'validation.failed'));
    const status = await kantanLogin(deps, contextOf(deps), login);
    expect(status.kind === 'status-error' && (status.error as Error).message).toBe('エラーが発生しました。');
  });

  it('the right password of a stopped account: unusable; of an account not moved yet: not-migrated; no sign-in for either', async () => {
    const { deps, api, identity } = setUp(withRefresh('false'));
    api.kantanAuth.mockRejectedValueOnce(apiError('http', 403, 'legacy.locked'));
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({ kind: 'unusable' });
    api.kantanAuth.mockRejectedValueOnce(apiError('http', 409, 'kantan.not_migrated'));
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({ kind: 'not-migrated' });
    expect(identity.signInWithCustomToken).not.toHaveBeenCalled();
  });

  it('a service lock: unusable', async () => {
    const { deps, api } = setUp(withRefresh('false'));
    api.getMe.mockResolvedValueOnce(me({ serviceLocks: [{ serviceId: '1004' }] } as never));
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({ kind: 'unusable' });
  });

  it('success without a refresh token: link call, then the return address with permitted=true', async () => {
    const { deps, api } = setUp(withRefresh('false'));
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5190/callback?permitted=true',
    });
    expect(api.kantanAuth).toHaveBeenCalledWith({
      body: { uid: '10000003', pwd: 'hello333', telno: '09011110003', modelno: 'F-03K', sid: 'community' },
    });
    expect(api.updateRakucomToken).toHaveBeenCalledWith({ body: { accessToken: 'acc-1' } });
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it('success with a refresh token: update me, history and authorization → the hand-back', async () => {
    const { deps, api } = setUp(withRefresh('true'));
    expect(await kantanLogin(deps, contextOf(deps), login)).toEqual({
      kind: 'redirect',
      url: '/memberbase/v1/authorization?code=c1&secure_code=sc1',
    });
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: expect.objectContaining({ provider: 'kantan' }),
    });
  });
});

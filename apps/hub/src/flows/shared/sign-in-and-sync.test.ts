import { InternalErrorMessage } from '@member-hub/enums';
import { resolveVariant } from '@member-hub/validators';
import { createFlagStore } from '@member-hub/app-kit/error-policy';
import { describe, expect, it, vi } from 'vitest';

import { apiError } from '../../test/api-errors';
import { me } from '../../test/fakes';
import { type OlderRecord, signInAndSync, type SignInAndSyncDeps } from './sign-in-and-sync';

const community = resolveVariant({ returnUrl: 'http://localhost:5190/callback' });
const olderUser: OlderRecord = {
  nickname: '',
  birthday: '1947-00-00',
  phone: '09011110001',
  rakucomId: '10000001',
};

function setUp() {
  const api = {
    getMe: vi.fn(async () => me()),
    syncMe: vi.fn(async () => me()),
    checkNickname: vi.fn(async () => ({ exsist: false })),
  };
  const identity = { signInWithCustomToken: vi.fn(async () => ({})) };
  const deps = { api, identity, nickname: { sleep: async () => {} } };
  return { deps: deps as unknown as SignInAndSyncDeps, api, identity };
}

const input = (olderRecord = vi.fn((_me: unknown) => olderUser as OlderRecord | null)) => ({
  customToken: 'custom-1',
  accessToken: 'acc-1',
  variant: community,
  olderRecord,
});

describe('signInAndSync (hub §4 migration register, kantan register)', () => {
  it('a new member (me 404): signs in, syncs the older record with a generated nickname and the normalised birthday', async () => {
    const { deps, api, identity } = setUp();
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    const olderRecord = vi.fn((_me: unknown) => olderUser as OlderRecord | null);
    expect(await signInAndSync(deps, input(olderRecord))).toEqual({ kind: 'synced', me: null });
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
    expect(olderRecord).toHaveBeenCalledWith(null);
    const { body } = (api.syncMe.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0];
    expect(body).toMatchObject({
      birthday: '1900-01-01',
      phone: '09011110001',
      memberStatus: '1',
      serviceUsage: community.serviceUsage,
      accessToken: 'acc-1',
    });
    expect(body.nickname).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(api.checkNickname).toHaveBeenCalledWith({
      query: { nickname: body.nickname, rakucomId: '10000001' },
    });
  });

  it('keeps a nickname the older record has', async () => {
    const { deps, api } = setUp();
    await signInAndSync(deps, input(vi.fn(() => ({ ...olderUser, nickname: 'みどり' }))));
    expect(api.syncMe).toHaveBeenCalledWith({ body: expect.objectContaining({ nickname: 'みどり' }) });
    expect(api.checkNickname).not.toHaveBeenCalled();
  });

  it('a sync answered 409 is the result exists, with the member read before', async () => {
    const { deps, api } = setUp();
    api.syncMe.mockRejectedValueOnce(apiError('http', 409, 'member.exists'));
    const result = await signInAndSync(deps, input());
    expect(result.kind).toBe('exists');
    expect(result.me?.uid).toBe('u1');
  });

  it('another sync failure is thrown as it came', async () => {
    const { deps, api } = setUp();
    const taken = apiError('http', 400, 'sync.nickname_taken');
    api.syncMe.mockRejectedValueOnce(taken);
    await expect(signInAndSync(deps, input())).rejects.toBe(taken);
  });

  it('the member locked for the requested service: nothing asked of the older record, nothing synced', async () => {
    const { deps, api } = setUp();
    api.getMe.mockResolvedValueOnce(me({ serviceLocks: [{ serviceId: '1004' }] } as never));
    const olderRecord = vi.fn((_me: unknown) => olderUser as OlderRecord | null);
    expect((await signInAndSync(deps, input(olderRecord))).kind).toBe('locked');
    expect(olderRecord).not.toHaveBeenCalled();
    expect(api.syncMe).not.toHaveBeenCalled();
  });

  it('no older record for an existing member: kept, nothing synced', async () => {
    const { deps, api } = setUp();
    const result = await signInAndSync(deps, input(vi.fn((m: unknown) => (m ? null : olderUser))));
    expect(result).toEqual({ kind: 'kept', me: me() });
    expect(api.syncMe).not.toHaveBeenCalled();
  });

  it('a failed sign-in and a failed me other than 404 are the internal errors of the spec', async () => {
    const signInFails = setUp();
    signInFails.identity.signInWithCustomToken.mockRejectedValueOnce(new Error('auth/invalid-custom-token'));
    const signInError = await signInAndSync(signInFails.deps, input()).catch((e: unknown) => e);
    expect((signInError as Error).message).toBe(InternalErrorMessage.CustomTokenSignIn);
    expect(signInFails.api.getMe).not.toHaveBeenCalled();

    const meFails = setUp();
    meFails.api.getMe.mockRejectedValueOnce(apiError('server', 503, 'server.unavailable'));
    const meError = await signInAndSync(meFails.deps, input()).catch((e: unknown) => e);
    expect((meError as Error).message).toBe(InternalErrorMessage.GetMe);
    expect(meFails.api.syncMe).not.toHaveBeenCalled();
  });

  it('the first data update: up while a person with no member record is read and synced, down after', async () => {
    const { deps, api } = setUp();
    const flag = createFlagStore(false);
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    const upWhileSyncing: boolean[] = [];
    api.syncMe.mockImplementation(async () => {
      upWhileSyncing.push(flag.get());
      return me();
    });
    const older = vi.fn(() => {
      upWhileSyncing.push(flag.get());
      return olderUser;
    });
    await signInAndSync({ ...deps, firstDataUpdate: flag }, input(older));
    expect(upWhileSyncing).toEqual([true, true]);
    expect(flag.get()).toBe(false);
  });

  it('no first data update for a member who has a record, and the flag comes down after a failure', async () => {
    const { deps, api } = setUp();
    const flag = createFlagStore(false);
    const seen: boolean[] = [];
    api.syncMe.mockImplementation(async () => {
      seen.push(flag.get());
      return me();
    });
    await signInAndSync({ ...deps, firstDataUpdate: flag }, input());
    expect(seen).toEqual([false]);

    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    api.syncMe.mockRejectedValueOnce(apiError('http', 400, 'nickname.taken'));
    await expect(signInAndSync({ ...deps, firstDataUpdate: flag }, input())).rejects.toThrow();
    expect(flag.get()).toBe(false);
  });
});

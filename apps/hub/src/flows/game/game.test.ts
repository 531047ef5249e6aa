import { describe, expect, it, vi } from 'vitest';

import { readClientContext, saveClient } from '@member-hub/app-kit/client-context';
import { apiError, memoryStorage } from '../../test/api-errors';
import { demoClient, me } from '../../test/fakes';
import {
  completeGame,
  GAME_SIGN_IN_FAILED,
  GameKey,
  isReturnErrorForced,
  registerGame,
  type GameDeps,
} from './game';

const GAME_USER = {
  accessToken: 'rka_fresh',
  customToken: 'ct-RK-7',
  user: {
    nickname: 'ゲーム好き',
    birthday: '1952-12-00',
    phone: '09011110007',
    rakucomId: '10000007',
    locked: false,
  },
};

function setUp(setup: { client?: Record<string, unknown>; signedIn?: boolean; member?: boolean } = {}) {
  const storage = memoryStorage();
  saveClient(storage, (setup.client ?? demoClient) as typeof demoClient);
  let signedIn = setup.signedIn ?? false;
  const api = {
    getGameUser: vi.fn(async () => GAME_USER),
    getMe: vi.fn(async () => {
      if (setup.member) return me({ uid: 'RK-7' });
      throw apiError('http', 404, 'member.not_found');
    }),
    syncMe: vi.fn(async () => me({ uid: 'RK-7' })),
    checkNickname: vi.fn(async (_call: { query: { nickname: string } }) => ({ exsist: false })),
    authorize: vi.fn(async () => ({ code: 'c1', secureCode: 'sc1' })),
    logout: vi.fn(async () => undefined),
  };
  const identity = {
    waitForAuthReady: vi.fn(async () => (signedIn ? { uid: 'other' } : null)),
    signOut: vi.fn(async () => {
      signedIn = false;
    }),
    signInWithCustomToken: vi.fn(async () => {
      signedIn = true;
      return { user: { uid: 'RK-7' }, isNewUser: false };
    }),
    revokeAndSignOut: vi.fn(async (callLogout: () => Promise<void>) => {
      await callLogout();
      signedIn = false;
    }),
    getIdToken: vi.fn(async () => (signedIn ? 'id-token' : null)),
  };
  const deps = { api, identity, storage } as unknown as GameDeps;
  return { deps, api, identity, storage, signedIn: () => signedIn };
}

const options = { sleep: async () => undefined };

describe('registerGame (/gameRegister)', () => {
  it('a new member: signs out the session, fetches the game user with the token, keeps its access token, signs in and syncs the profile', async () => {
    const t = setUp({ signedIn: true });
    expect(await registerGame(t.deps, readClientContext(t.deps.storage), '?token=rkg_1', options)).toEqual({
      kind: 'complete',
      isNewMember: true,
    });
    expect(t.identity.signOut).toHaveBeenCalledTimes(1);
    expect(t.api.getGameUser).toHaveBeenCalledWith({ query: { token: 'rkg_1' } });
    expect(t.storage.getItem(GameKey.accessToken)).toBe('rka_fresh');
    expect(t.identity.signInWithCustomToken).toHaveBeenCalledWith('ct-RK-7');
    expect(t.api.syncMe).toHaveBeenCalledWith({
      body: expect.objectContaining({
        nickname: 'ゲーム好き',
        birthday: '1900-01-01',
        phone: '09011110007',
        memberStatus: '1',
        serviceUsage: '1',
        accessToken: 'rka_fresh',
      }),
    });
  });

  it('a taken or blank nickname becomes a generated one; 409 member.exists is tolerated', async () => {
    const t = setUp();
    t.api.checkNickname.mockImplementation(async ({ query }) => ({
      exsist: query.nickname === 'ゲーム好き',
    }));
    t.api.syncMe.mockRejectedValueOnce(apiError('http', 409, 'member.exists'));
    expect(
      (await registerGame(t.deps, readClientContext(t.deps.storage), '?token=rkg_1', options)).kind,
    ).toBe('complete');
    const body = (t.api.syncMe.mock.calls[0] as unknown as [{ body: { nickname: string } }])[0].body;
    expect(body.nickname).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it('an existing member goes straight to complete, without a sync', async () => {
    const t = setUp({ member: true });
    expect(await registerGame(t.deps, readClientContext(t.deps.storage), '?token=rkg_1', options)).toEqual({
      kind: 'complete',
      isNewMember: false,
    });
    expect(t.api.syncMe).not.toHaveBeenCalled();
  });

  it("a refused sign-in fails with 'sign-in with custom token failed' and signs out", async () => {
    const t = setUp();
    t.identity.signInWithCustomToken.mockRejectedValueOnce(new Error('auth/invalid-custom-token'));
    const result = await registerGame(t.deps, readClientContext(t.deps.storage), '?token=rkg_1', options);
    expect(result).toMatchObject({ kind: 'failed', error: { message: GAME_SIGN_IN_FAILED } });
    expect(GAME_SIGN_IN_FAILED).toBe('sign-in with custom token failed');
    expect(t.identity.revokeAndSignOut).toHaveBeenCalled();
    expect(t.storage.getItem(GameKey.accessToken)).toBeNull();
  });

  it('returnError (query or saved client) forces the error path before any call; so does a missing token', async () => {
    const t = setUp();
    expect(
      (
        await registerGame(
          t.deps,
          readClientContext(t.deps.storage),
          '?token=rkg_1&returnError=true',
          options,
        )
      ).kind,
    ).toBe('failed');
    expect(t.api.getGameUser).not.toHaveBeenCalled();
    expect(isReturnErrorForced('', { ...demoClient, returnError: true })).toBe(true);
    expect(isReturnErrorForced('?returnError=TRUE', null)).toBe(true);
    expect(isReturnErrorForced('?returnError=', null)).toBe(false);
    expect((await registerGame(t.deps, readClientContext(t.deps.storage), '', options)).kind).toBe('failed');
  });

  it('a game token the older service refuses (403) fails', async () => {
    const t = setUp();
    t.api.getGameUser.mockRejectedValueOnce(apiError('http', 403, 'legacy.token_expired'));
    expect(
      (await registerGame(t.deps, readClientContext(t.deps.storage), '?token=rkg_old', options)).kind,
    ).toBe('failed');
    expect(t.identity.signInWithCustomToken).not.toHaveBeenCalled();
  });
});

describe('completeGame (/gameRegister/complete)', () => {
  it('hands back through the authorization service and forgets the access token', async () => {
    const t = setUp();
    await registerGame(t.deps, readClientContext(t.deps.storage), '?token=rkg_1', options);
    expect(await completeGame(t.deps, readClientContext(t.deps.storage))).toEqual({
      kind: 'redirect',
      url: '/memberbase/v1/authorization?code=c1&secure_code=sc1',
    });
    expect(t.api.authorize).toHaveBeenCalledWith({ body: demoClient });
    expect(t.storage.getItem(GameKey.accessToken)).toBeNull();
  });

  it('opened without the registration (no token kept) fails and signs out', async () => {
    const t = setUp({ signedIn: true });
    expect((await completeGame(t.deps, readClientContext(t.deps.storage))).kind).toBe('failed');
    expect(t.api.authorize).not.toHaveBeenCalled();
  });
});

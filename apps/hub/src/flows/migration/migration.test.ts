import { readClientContext, saveClient } from '@member-hub/app-kit/client-context';
import { communityVariant } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import { apiError, memoryStorage } from '../../test/api-errors';
import { demoClient, me } from '../../test/fakes';
import { isMigrationRoute, timeoutCloseTarget } from './keys';
import {
  completeMigration,
  linkPushRelation,
  MigrationKey,
  type MigrationDeps,
  migrationNickname,
  startMigrationLogin,
  startMigrationRegister,
  syncBodyOf,
} from './migration';
import { failurePath, startResultPath } from './routes';

const rakuUser = (overrides: Record<string, unknown> = {}) => ({
  accessToken: 'acc-1',
  customToken: 'custom-1',
  user: {
    uid: 'RK-0000002',
    nickname: '',
    birthday: '1947-00-00',
    phone: '',
    rakucomId: '10000002',
    locked: false,
    ...overrides,
  },
});

function setUp(
  options: { client?: Record<string, string>; signedIn?: boolean; providerIds?: string[] } = {},
) {
  const storage = memoryStorage();
  saveClient(storage, (options.client ?? { ...demoClient, token: 'launch-1' }) as typeof demoClient);
  let signedIn = options.signedIn ?? false;
  const api = {
    getRakuUser: vi.fn(async () => rakuUser()),
    syncMe: vi.fn(async () => me()),
    migrationComplete: vi.fn(async () => undefined),
    getMe: vi.fn(async () => me({ rakucomId: '10000002' } as never)),
    updateMe: vi.fn(async () => me()),
    addLoginHistory: vi.fn(async () => undefined),
    authorize: vi.fn(async () => ({ code: 'c1', secureCode: 'sc1' })),
    logout: vi.fn(async () => undefined),
    checkNickname: vi.fn(async () => ({ exsist: false })),
    getFcmTokenRelation: vi.fn(async () => ({ resultCode: 2, uid: '' })),
    idLinkage: vi.fn(async () => ({ resultCode: 1 })),
  };
  const identity = {
    signInWithCustomToken: vi.fn(async () => {
      signedIn = true;
      return { user: { uid: 'u1' }, isNewUser: false };
    }),
    signOut: vi.fn(async () => {
      signedIn = false;
    }),
    revokeAndSignOut: vi.fn(async (callLogout: () => Promise<void>) => {
      signedIn = false;
      await callLogout();
    }),
    getIdToken: vi.fn(async () => (signedIn ? 'id-1' : null)),
    currentUser: vi.fn(() => (signedIn ? { uid: 'u1', providerIds: options.providerIds ?? [] } : null)),
  };
  const report = vi.fn();
  const deps = { api, identity, storage, report, nickname: { sleep: async () => {} } };
  return { deps: deps as unknown as MigrationDeps, api, identity, storage, report };
}

describe('migration register (hub §4)', () => {
  it('signs out, fetches the user with a custom token, generates the nickname, normalises the birthday and syncs', async () => {
    const { deps, api, identity, storage } = setUp({ signedIn: true });
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    expect(await startMigrationRegister(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'register-complete',
    });
    expect(identity.signOut).toHaveBeenCalled();
    expect(api.getRakuUser).toHaveBeenCalledWith({
      query: {
        accessToken: 'launch-1',
        needsCreateCustomToken: 'true',
        additionalInfoForLog: 'migrationRegister',
      },
    });
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
    const body = (api.syncMe.mock.calls[0] as unknown as [{ body: Record<string, unknown> }])[0].body;
    expect(body.birthday).toBe('1900-01-01');
    expect(body.nickname).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(body.phone).toBe('');
    expect(body.accessToken).toBe('acc-1');
    expect(storage.getItem(MigrationKey.accessToken)).toBe('acc-1');
    expect(storage.getItem('process')).toBe('migration');
  });

  it('without a launch token: the incorrect page, no call', async () => {
    const { deps, api } = setUp({ client: demoClient });
    expect(await startMigrationRegister(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'incorrect',
    });
    expect(api.getRakuUser).not.toHaveBeenCalled();
  });

  it('an expired token: the expired page; an unknown one: the incorrect page', async () => {
    const { deps, api } = setUp();
    api.getRakuUser.mockRejectedValueOnce(apiError('http', 403, 'legacy.token_expired'));
    expect(await startMigrationRegister(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'expired',
    });
    api.getRakuUser.mockRejectedValueOnce(apiError('http', 403, 'legacy.token_invalid'));
    expect(await startMigrationRegister(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'incorrect',
    });
  });

  it('an old-service lock: locked (its page says the number is stopped), without signing in', async () => {
    const { deps, api, identity } = setUp();
    api.getRakuUser.mockResolvedValueOnce(rakuUser({ locked: true }));
    expect(await startMigrationRegister(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'locked',
    });
    expect(identity.signInWithCustomToken).not.toHaveBeenCalled();
  });

  it('continuing a refused migration login sends no assertion (the login redeemed it)', async () => {
    const { deps, api } = setUp();
    await startMigrationRegister(deps, readClientContext(deps.storage), '?token=tok-9&from=migrationLogin');
    expect(api.getRakuUser).toHaveBeenCalledWith({
      query: expect.not.objectContaining({ assertion: expect.anything() }),
    });
    expect(api.getRakuUser).toHaveBeenCalledWith({
      query: expect.objectContaining({ accessToken: 'tok-9' }),
    });
  });

  it('409 switches to the login Complete page; 400 is a failure', async () => {
    const { deps, api } = setUp();
    api.syncMe.mockRejectedValueOnce(apiError('http', 409, 'member.exists'));
    expect(await startMigrationRegister(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'login-complete',
    });
    api.syncMe.mockRejectedValueOnce(apiError('http', 400, 'sync.nickname_taken'));
    expect((await startMigrationRegister(deps, readClientContext(deps.storage), '')).kind).toBe('failed');
  });

  it('the nickname generator gives up after 5 tries with the spec message', async () => {
    const { deps, api } = setUp();
    api.checkNickname.mockResolvedValue({ exsist: true });
    await expect(migrationNickname(deps, '', '10000002')).rejects.toThrow(
      'generate nickname retry count max',
    );
    expect(api.checkNickname).toHaveBeenCalledTimes(5);
    expect(await migrationNickname(deps, 'みどり', '10000001')).toBe('みどり');
  });

  it('keeps a real birthday and the phone', () => {
    const body = syncBodyOf(
      { birthday: '1950-05-05', phone: '09011110001' },
      'みどり',
      { serviceUsage: '1' } as never,
      'a',
    );
    expect(body.birthday).toBe('1950-05-05');
    expect(body.phone).toBe('09011110001');
    expect(syncBodyOf({ birthday: '', phone: '' }, 'x', { serviceUsage: '1' } as never, 'a').birthday).toBe(
      '1900-01-01',
    );
  });
});

describe('migration login (hub §4)', () => {
  it('signs out a session with provider data, signs in with the custom token and goes to Complete', async () => {
    const { deps, identity } = setUp({ signedIn: true, providerIds: ['password'] });
    expect(await startMigrationLogin(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'login-complete',
    });
    expect(identity.signOut).toHaveBeenCalled();
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
  });

  it("keeps the session of this account's own member (already logged in)", async () => {
    const { deps, identity, storage } = setUp({ signedIn: true });
    expect(await startMigrationLogin(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'login-complete',
    });
    expect(identity.signInWithCustomToken).not.toHaveBeenCalled();
    expect(storage.getItem(MigrationKey.alreadyLoggedIn)).toBe('true');
  });

  it('an absent or locked account: the login error, signed out', async () => {
    const { deps, api, identity } = setUp();
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    // No member here yet: the page offers the migration register with the launch's token.
    expect(await startMigrationLogin(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'login-error',
      reason: 'not-migrated',
      token: expect.any(String),
    });
    api.getRakuUser.mockResolvedValueOnce(rakuUser({ locked: true }));
    expect(await startMigrationLogin(deps, readClientContext(deps.storage), '')).toMatchObject({
      kind: 'login-error',
      reason: 'locked',
    });
    expect(identity.revokeAndSignOut).toHaveBeenCalledTimes(2);
  });

  it("with an fcm_token: result 1 with another uid posts the id linkage with the device's proof; 2 does nothing; 3 is an error", async () => {
    const { deps, api } = setUp();
    // Not the caller's relation: the lookup names no uid.
    api.getFcmTokenRelation.mockResolvedValueOnce({ resultCode: 1, uid: '' });
    expect(
      await startMigrationLogin(
        deps,
        readClientContext(deps.storage),
        '?fcm_token=p1&device_assertion=a.b.c',
      ),
    ).toEqual({
      kind: 'login-complete',
    });
    expect(api.idLinkage).toHaveBeenCalledWith({
      body: { uuid: 'u1', token: 'p1', serviceKey: 'rakucom', deviceAssertion: 'a.b.c' },
    });
    api.getFcmTokenRelation.mockResolvedValueOnce({ resultCode: 1, uid: 'u1' });
    expect(await linkPushRelation(deps, 'u1', 'p1', communityVariant)).toBe('unchanged');
    api.getFcmTokenRelation.mockResolvedValueOnce({ resultCode: 3, uid: '' });
    await expect(linkPushRelation(deps, 'u1', 'p1', communityVariant)).rejects.toThrow('resultCode is not 1');
    expect(await startMigrationLogin(deps, readClientContext(deps.storage), '?fcm_token=null')).toEqual({
      kind: 'login-complete',
    });
  });

  it('an id linkage the member API refuses for want of proof (403) leaves the relation and lets the login complete, reported', async () => {
    const { deps, api } = setUp();
    const report = vi.fn();
    api.getFcmTokenRelation.mockResolvedValueOnce({ resultCode: 1, uid: '' });
    api.idLinkage.mockRejectedValueOnce(apiError('http', 403, 'fcm_relation.linkage_unproven'));
    expect(await linkPushRelation({ ...deps, report }, 'u1', 'p1', communityVariant)).toBe('unproven');
    expect(report).toHaveBeenCalledTimes(1);
    api.getFcmTokenRelation.mockResolvedValueOnce({ resultCode: 1, uid: '' });
    api.idLinkage.mockRejectedValueOnce(apiError('server', 500, 'server.error'));
    await expect(linkPushRelation(deps, 'u1', 'p1', communityVariant)).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('migration completion (hub §4)', () => {
  it('register: migration complete, update, history, authorization → the hand-back', async () => {
    const { deps, api, storage } = setUp({ signedIn: true });
    storage.setItem(MigrationKey.accessToken, 'acc-1');
    expect(await completeMigration(deps, readClientContext(deps.storage), 'register')).toEqual({
      kind: 'redirect',
      url: '/memberbase/v1/authorization?code=c1&secure_code=sc1',
    });
    expect(api.migrationComplete).toHaveBeenCalledWith({ body: { accessToken: 'acc-1' } });
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: expect.objectContaining({ provider: 'migration' }),
    });
    expect(storage.getItem(MigrationKey.accessToken)).toBeNull();
  });

  it('login already logged in without a refresh token: the return URL with permitted=true', async () => {
    const { deps, api, storage } = setUp({
      signedIn: true,
      client: { ...demoClient, needsRefreshToken: 'false' },
    });
    storage.setItem(MigrationKey.accessToken, 'acc-1');
    storage.setItem(MigrationKey.alreadyLoggedIn, 'true');
    expect(await completeMigration(deps, readClientContext(deps.storage), 'login')).toEqual({
      kind: 'redirect',
      url: 'http://localhost:5190/callback?permitted=true',
    });
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it('no sign-in token or no migration access token: the incorrect page', async () => {
    const { deps } = setUp({ signedIn: false });
    expect(await completeMigration(deps, readClientContext(deps.storage), 'login')).toEqual({
      kind: 'incorrect',
    });
  });
});

describe('routes and the timeout dialog', () => {
  it('closing the timeout dialog on a migration route goes to the phone app', () => {
    expect(isMigrationRoute('/migrationRegister/complete')).toBe(true);
    expect(timeoutCloseTarget('/migrationLogin', 'app://open')).toBe('app://open');
    expect(timeoutCloseTarget('/login', 'app://open')).toBeNull();
  });

  it('maps results and failures to pages', () => {
    expect(startResultPath('register', { kind: 'login-complete' }, 'community')).toBe(
      '/migrationLogin/complete',
    );
    expect(
      startResultPath('login', { kind: 'login-error', reason: 'not-migrated', token: 't 1' }, 'members'),
    ).toBe('/memberLogin/validate/error?reason=not-migrated&token=t+1');
    expect(startResultPath('register', { kind: 'locked' }, 'community')).toBe(
      '/migrationRegister/error?reason=locked',
    );
    expect(startResultPath('login', { kind: 'expired' }, 'community')).toBe(
      '/migrationLogin/validate/timeout',
    );
    expect(failurePath('register', apiError('server', 503, 'server.unavailable'))).toBe(
      '/migrationRegister/unavailable',
    );
    expect(failurePath('login', apiError('http', 400, 'x'))).toBe('/migrationLogin/error');
    expect(failurePath('login', apiError('timeout', 408, undefined as never))).toBeNull();
  });
});

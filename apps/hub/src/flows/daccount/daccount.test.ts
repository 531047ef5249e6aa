import { describe, expect, it, vi } from 'vitest';

import { apiError, memoryStorage } from '../../test/api-errors';
import { demoClient, me } from '../../test/fakes';
import { clientContextOf, readClientContext, saveClient } from '@member-hub/app-kit/client-context';
import {
  completeDaccount,
  confirmRedirect,
  DaccountKey,
  type DaccountDeps,
  handleDaccountReturn,
  hasKeptCarrierLogin,
  isCompleteClient,
  registerWithKeptCarrierLogin,
  relayReturnUrl,
  saveDaccountProfile,
  saveExpressDaccountMember,
  startDaccount,
} from './daccount';
import { expressProfile } from '../shared/profile-register';

const HUB = 'http://localhost:5170';
const SUB = 'dac-sub-0000000001';

function setUp(
  options: { client?: Record<string, string> | null; process?: string; state?: string | null } = {},
) {
  const storage = memoryStorage();
  const client = options.client === undefined ? demoClient : options.client;
  if (client) saveClient(storage, client as typeof demoClient);
  if (options.process) storage.setItem('process', options.process);
  if (options.state !== null) storage.setItem(DaccountKey.rpState, options.state ?? 'State123456');
  const api = {
    daccountAuthRegister: vi.fn(async () => ({ oneTimeToken: 'ott-1' })),
    getDaccountEntry: vi.fn(async () => ({ daccountEntryUserId: SUB, returnUrl: demoClient.returnUrl })),
    getDaccountUser: vi.fn(async (): Promise<unknown> => {
      throw apiError('http', 404, 'daccount.user_not_found');
    }),
    getDaccountToken: vi.fn(async () => ({ customToken: 'custom-1' })),
    getMe: vi.fn(async () => me()),
    createMe: vi.fn(async () => me()),
    checkNickname: vi.fn(async () => ({ exsist: false })),
    updateMe: vi.fn(async () => me()),
    addLoginHistory: vi.fn(async () => undefined),
    authorize: vi.fn(async () => ({ code: 'c1', secureCode: 'sc1' })),
    logout: vi.fn(async () => undefined),
    linkDaccount: vi.fn(async () => ({ daccountEntryUserId: SUB })),
    postjudge: vi.fn(async () => undefined),
  };
  const identity = {
    signInWithCustomToken: vi.fn(async () => ({ user: { uid: 'DA-1' }, isNewUser: true })),
    revokeAndSignOut: vi.fn(async (callLogout: () => Promise<void>) => callLogout()),
    getIdToken: vi.fn(async (): Promise<string | null> => 'id-token'),
    currentUser: vi.fn(() => ({ uid: 'DA-1' })),
    waitForAuthReady: vi.fn(async () => null),
  };
  const deps = { api, identity, storage, hubOrigin: HUB, randomState: () => 'Random12345' };
  return { deps: deps as unknown as DaccountDeps, api, identity, storage };
}

const userExists = (api: ReturnType<typeof setUp>['api']) =>
  api.getDaccountUser.mockResolvedValue({ daccountEntryUserId: SUB });

describe('startDaccount (the start screen)', () => {
  it('saves process, referrer and rpState, asks for the one-time token with 01 / claim_all and goes to the relay', async () => {
    const { deps, api, storage } = setUp({ state: null });
    expect(await startDaccount(deps, readClientContext(deps.storage), 'register', '/register')).toEqual({
      kind: 'relay',
      url: '/member/v1/daccountEntry/relay/ott-1',
    });
    expect(api.daccountAuthRegister).toHaveBeenCalledWith({
      body: {
        rpNonce: 'Random12345',
        rpState: 'Random12345',
        redirectUrl: relayReturnUrl(HUB, demoClient),
        careerServiceId: '01',
        scope: 'claim_all',
      },
    });
    expect(new URL(relayReturnUrl(HUB, demoClient)).pathname).toBe('/daccountRegister/auth');
    expect(storage.getItem('process')).toBe('register');
    expect(storage.getItem(DaccountKey.referrer)).toBe('/register');
    expect(storage.getItem(DaccountKey.rpState)).toBe('Random12345');
  });

  it('sends a client with an empty stored value (profile aside) to the error page, without a call', async () => {
    expect(isCompleteClient({ ...demoClient, profile: '' })).toBe(true);
    const { deps, api } = setUp({ client: { ...demoClient, clientId: '' } });
    expect(await startDaccount(deps, readClientContext(deps.storage), 'login', '/login')).toEqual({
      kind: 'entry-error',
    });
    expect(await startDaccount(deps, clientContextOf(null), 'login', '/login')).toEqual({
      kind: 'entry-error',
    });
    expect(api.daccountAuthRegister).not.toHaveBeenCalled();
  });

  it('answers failed (the linkage dialog) when the one-time token cannot be had', async () => {
    const { deps, api } = setUp();
    const error = apiError('server', 503);
    api.daccountAuthRegister.mockRejectedValueOnce(error);
    expect(await startDaccount(deps, readClientContext(deps.storage), 'login', '/login')).toEqual({
      kind: 'failed',
      error,
    });
  });
});

describe('handleDaccountReturn (/daccountRegister/auth)', () => {
  it('without a saved process: the incorrect-access error', async () => {
    const { deps } = setUp();
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'incorrect',
    });
  });

  it('without the saved state, or with an entry of another browser: registerBrowserChangeError', async () => {
    const stateless = setUp({ process: 'login', state: null }).deps;
    expect(await handleDaccountReturn(stateless, readClientContext(stateless.storage), '')).toEqual({
      kind: 'browser-changed',
    });
    const { deps, api } = setUp({ process: 'login' });
    api.getDaccountEntry.mockRejectedValueOnce(apiError('http', 404, 'daccount.entry_not_found'));
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'browser-changed',
    });
  });

  it('register with an existing user: 003c, signed out, process cleared', async () => {
    const { deps, api, identity, storage } = setUp({ process: 'register' });
    userExists(api);
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'already-registered',
    });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(api.getDaccountToken).not.toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });

  it('login with no user: 006c, signed out, process cleared; the carrier login kept to register with', async () => {
    const { deps, api, identity, storage } = setUp({ process: 'login' });
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '?clientId=demo')).toEqual({
      kind: 'not-registered',
    });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(api.getDaccountToken).not.toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
    expect(storage.getItem(DaccountKey.rpState)).toBeNull();
    expect(hasKeptCarrierLogin(storage)).toBe(true);

    // One tap: the same carrier login registers (process register, its state), once.
    expect(registerWithKeptCarrierLogin(storage)).toBe('/daccountRegister/auth?clientId=demo');
    expect(storage.getItem('process')).toBe('register');
    expect(storage.getItem(DaccountKey.rpState)).toBe('State123456');
    expect(hasKeptCarrierLogin(storage)).toBe(false);
    expect(registerWithKeptCarrierLogin(storage)).toBeNull();

    // The return screen then goes on as a registration of a new carrier member.
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '?clientId=demo')).toEqual({
      kind: 'express',
    });
    expect(api.getDaccountToken).toHaveBeenCalledWith({ query: { daccountEntryUserId: SUB } });
  });

  it('a new carrier login drops a kept one; nothing kept means nothing to offer', async () => {
    const { deps, storage } = setUp({ process: 'login' });
    await handleDaccountReturn(deps, readClientContext(deps.storage), '');
    expect(hasKeptCarrierLogin(storage)).toBe(true);
    await startDaccount(deps, readClientContext(deps.storage), 'login', '/login');
    expect(hasKeptCarrierLogin(storage)).toBe(false);
    storage.setItem(DaccountKey.registerOffer, 'not json');
    expect(registerWithKeptCarrierLogin(storage)).toBeNull();
    expect(storage.getItem('process')).toBe('login');
  });

  it('login where the service is locked for the calling site: 006c after the sign-in', async () => {
    const { deps, api, identity } = setUp({ process: 'login' });
    userExists(api);
    api.getMe.mockResolvedValueOnce(me({ serviceLocks: [{ serviceId: '1004' }] } as never));
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'not-connected',
    });
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
  });

  it('login with a user: signed in with the custom token, already-logged-in, complete', async () => {
    const { deps, api, identity, storage } = setUp({ process: 'login' });
    userExists(api);
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'complete',
    });
    expect(api.getDaccountToken).toHaveBeenCalledWith({ query: { daccountEntryUserId: SUB } });
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
    expect(storage.getItem(DaccountKey.alreadyLoggedIn)).toBe('true');
    expect(api.updateMe).not.toHaveBeenCalled();
  });

  it('linkage with an existing user: back to the return URL with error=daccount', async () => {
    const { deps, api } = setUp({ process: 'linkage' });
    userExists(api);
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'return',
      url: 'http://localhost:5190/callback?error=daccount',
    });
    expect(api.getDaccountToken).not.toHaveBeenCalled();
  });

  it('linkage with no user: the signed-in member is linked by the server (no custom token, no new member), complete', async () => {
    const { deps, api, identity, storage } = setUp({ process: 'linkage' });
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'complete',
    });
    expect(api.linkDaccount).toHaveBeenCalledWith({ body: { state: 'State123456' } });
    expect(api.getDaccountToken).not.toHaveBeenCalled();
    expect(identity.signInWithCustomToken).not.toHaveBeenCalled();
    expect(api.createMe).not.toHaveBeenCalled();
    expect(storage.getItem(DaccountKey.alreadyLoggedIn)).toBe('true');
    expect(storage.getItem('process')).toBe('linkage'); // the complete screen needs it
  });

  it('linkage with no user but taken meanwhile (409): back with error=daccount; not signed in: incorrect', async () => {
    const taken = setUp({ process: 'linkage' });
    taken.api.linkDaccount.mockRejectedValueOnce(apiError('http', 409, 'daccount.already_linked'));
    expect(await handleDaccountReturn(taken.deps, readClientContext(taken.deps.storage), '')).toEqual({
      kind: 'return',
      url: 'http://localhost:5190/callback?error=daccount',
    });
    const anonymous = setUp({ process: 'linkage' });
    anonymous.identity.getIdToken.mockResolvedValueOnce(null);
    expect(await handleDaccountReturn(anonymous.deps, readClientContext(anonymous.deps.storage), '')).toEqual(
      { kind: 'incorrect' },
    );
    expect(anonymous.api.linkDaccount).not.toHaveBeenCalled();
    const down = setUp({ process: 'linkage' });
    down.api.linkDaccount.mockRejectedValueOnce(apiError('server', 503));
    expect((await handleDaccountReturn(down.deps, readClientContext(down.deps.storage), '')).kind).toBe(
      'failed',
    );
  });

  it('authregister with an existing user: back to the return URL', async () => {
    const { deps, api } = setUp({ process: 'authregister' });
    userExists(api);
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'return',
      url: demoClient.returnUrl,
    });
  });

  it('linkage or authregister with an existing user and no return URL: the carrier subject saved, complete', async () => {
    for (const process of ['linkage', 'authregister']) {
      const { deps, api, identity, storage } = setUp({ process, client: null });
      userExists(api);
      api.getDaccountEntry.mockResolvedValue({ daccountEntryUserId: SUB, returnUrl: '' });
      expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
        kind: 'complete',
      });
      expect(identity.signInWithCustomToken).toHaveBeenCalledWith('custom-1');
      expect(api.updateMe).toHaveBeenCalledWith({ body: { daccountEntryUserId: SUB } });
      expect(storage.getItem(DaccountKey.alreadyLoggedIn)).toBe('true');
    }
  });

  it('a new member: the form with profile=input, else express; signed in either way', async () => {
    const input = setUp({ process: 'register', client: { ...demoClient, profile: 'input' } });
    expect(await handleDaccountReturn(input.deps, readClientContext(input.deps.storage), '')).toEqual({
      kind: 'profile-form',
    });
    expect(input.identity.signInWithCustomToken).toHaveBeenCalled();
    expect(input.storage.getItem(DaccountKey.customToken)).toBe('custom-1');
    const express = setUp({ process: 'register' });
    expect(await handleDaccountReturn(express.deps, readClientContext(express.deps.storage), '')).toEqual({
      kind: 'express',
    });
  });

  it("a new member choosing her profile is offered the carrier's nickname from the member API's entry", async () => {
    const input = setUp({ process: 'register', client: { ...demoClient, profile: 'input' } });
    input.api.getDaccountEntry.mockResolvedValue({
      daccountEntryUserId: SUB,
      returnUrl: demoClient.returnUrl,
      carrierNickname: 'たろう',
    } as never);
    await handleDaccountReturn(input.deps, readClientContext(input.deps.storage), '');
    expect(input.storage.getItem(DaccountKey.carrierNickname)).toBe('たろう');
    // None given (or express mode): nothing offered.
    const none = setUp({ process: 'register', client: { ...demoClient, profile: 'input' } });
    none.storage.setItem(DaccountKey.carrierNickname, 'stale');
    await handleDaccountReturn(none.deps, readClientContext(none.deps.storage), '');
    expect(none.storage.getItem(DaccountKey.carrierNickname)).toBeNull();
  });

  it('with the stop-reload flag: signs in again with the saved custom token, no new lookups', async () => {
    const { deps, api, identity, storage } = setUp({ process: 'register' });
    storage.setItem(DaccountKey.stopReload, 'true');
    storage.setItem(DaccountKey.customToken, 'saved-token');
    expect(await handleDaccountReturn(deps, readClientContext(deps.storage), '')).toEqual({
      kind: 'profile-form',
    });
    expect(identity.signInWithCustomToken).toHaveBeenCalledWith('saved-token');
    expect(api.getDaccountEntry).not.toHaveBeenCalled();
  });

  it('the relay reports a failure: the dialog; a cancelled carrier login goes back to the referrer', async () => {
    const { deps } = setUp({ process: 'login' });
    expect(
      (await handleDaccountReturn(deps, readClientContext(deps.storage), '?daccountError=unavailable')).kind,
    ).toBe('failed');
    const cancelled = setUp({ process: 'login' });
    cancelled.storage.setItem(DaccountKey.referrer, '/login');
    expect(
      await handleDaccountReturn(
        cancelled.deps,
        readClientContext(cancelled.deps.storage),
        '?daccountError=denied',
      ),
    ).toEqual({
      kind: 'cancelled',
      to: '/login',
    });
  });

  it('a failing token call: the dialog', async () => {
    const { deps, api } = setUp({ process: 'register' });
    api.getDaccountToken.mockRejectedValueOnce(apiError('http', 403, 'daccount.token_used'));
    expect((await handleDaccountReturn(deps, readClientContext(deps.storage), '')).kind).toBe('failed');
  });
});

describe('saveExpressDaccountMember', () => {
  it('saves a generated nickname, 1900-01-01 and the default icon with the carrier subject', async () => {
    const { deps, api, storage } = setUp({ process: 'register' });
    storage.setItem(DaccountKey.entryUserId, SUB);
    const result = await saveExpressDaccountMember(deps as never, readClientContext(deps.storage), {
      sleep: async () => {},
    });
    expect(result).toEqual({ kind: 'complete' });
    expect(api.createMe).toHaveBeenCalledWith({
      body: expect.objectContaining({
        birthday: '1900-01-01',
        thumbnail: 'icon12',
        daccountEntryUserId: SUB,
        nickname: expect.stringMatching(/^[A-Za-z0-9]{5}$/),
      }),
    });
    // The process stays for the complete screen.
    expect(storage.getItem('process')).toBe('register');
  });

  it('without an access token: Not Authorized, nothing saved', async () => {
    const { deps, api, identity } = setUp({ process: 'register' });
    identity.getIdToken.mockResolvedValueOnce(null);
    expect(await saveExpressDaccountMember(deps as never, readClientContext(deps.storage))).toEqual({
      kind: 'not-authorized',
    });
    expect(api.createMe).not.toHaveBeenCalled();
  });
});

describe('saveDaccountProfile (daccountAuthenticationConfirm)', () => {
  it('posts the profile with the carrier subject, runs the post-judge check, clears the draft and keeps the process', async () => {
    const { deps, api, storage } = setUp({ process: 'register' });
    storage.setItem(DaccountKey.entryUserId, SUB);
    storage.setItem('profileRegister', '{}');
    storage.setItem(DaccountKey.stopReload, 'true');
    const values = { ...(await expressProfile(api, { sleep: async () => {} })), nickname: 'さくら' };
    expect(await saveDaccountProfile(deps as never, readClientContext(deps.storage), values)).toEqual({
      kind: 'complete',
    });
    expect(api.createMe).toHaveBeenCalledWith({
      body: expect.objectContaining({ nickname: 'さくら', daccountEntryUserId: SUB, memberStatus: '1' }),
    });
    expect(api.postjudge).toHaveBeenCalledWith({
      body: expect.objectContaining({ username: 'DA-1', nickname: 'さくら' }),
    });
    expect(storage.getItem('profileRegister')).toBeNull();
    expect(storage.getItem(DaccountKey.stopReload)).toBeNull();
    expect(storage.getItem('process')).toBe('register');
    expect(api.addLoginHistory).not.toHaveBeenCalled(); // the complete screen writes 'd-account'
  });

  it('Not Authorized without a token; a retry after a POST that landed (409) saves with PUT; a failure keeps the draft', async () => {
    const values = await expressProfile(setUp().api, { sleep: async () => {} });
    const none = setUp({ process: 'register' });
    none.identity.getIdToken.mockResolvedValueOnce(null);
    expect(
      await saveDaccountProfile(none.deps as never, readClientContext(none.deps.storage), values),
    ).toEqual({ kind: 'not-authorized' });
    expect(none.api.createMe).not.toHaveBeenCalled();

    const retry = setUp({ process: 'register' });
    retry.api.createMe.mockRejectedValueOnce(apiError('http', 409, 'member.exists'));
    expect(
      await saveDaccountProfile(retry.deps as never, readClientContext(retry.deps.storage), values),
    ).toEqual({ kind: 'complete' });
    expect(retry.api.updateMe).toHaveBeenCalled();

    const failing = setUp({ process: 'register' });
    failing.storage.setItem('profileRegister', '{}');
    failing.api.postjudge.mockRejectedValueOnce(apiError('http', 400, 'validation.failed'));
    expect(
      (await saveDaccountProfile(failing.deps as never, readClientContext(failing.deps.storage), values))
        .kind,
    ).toBe('failed');
    expect(failing.storage.getItem('profileRegister')).toBe('{}');
  });
});

describe('confirmRedirect', () => {
  it('sends the confirmation without the stop-reload flag to /daccountRegsiter/auth', () => {
    const storage = memoryStorage();
    expect(confirmRedirect(storage)).toBe('/daccountRegsiter/auth');
    storage.setItem(DaccountKey.stopReload, 'true');
    expect(confirmRedirect(storage)).toBeNull();
  });
});

describe('completeDaccount', () => {
  it('updates the profile, records d-account, hands back and clears the flow', async () => {
    const { deps, api, storage } = setUp({ process: 'login' });
    storage.setItem(DaccountKey.alreadyLoggedIn, 'true');
    storage.setItem(DaccountKey.referrer, '/login');
    const result = await completeDaccount(deps, readClientContext(deps.storage));
    expect(result).toEqual({
      kind: 'redirect',
      url: '/memberbase/v1/authorization?code=c1&secure_code=sc1',
    });
    expect(api.updateMe).toHaveBeenCalled();
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'd-account', serviceName: '1', returnUrl: demoClient.returnUrl },
    });
    for (const key of ['process', DaccountKey.alreadyLoggedIn, DaccountKey.referrer])
      expect(storage.getItem(key)).toBeNull();
  });

  it('goes straight back to the provider-linkage screen of the same host (the carrier linkage)', async () => {
    const url = `${HUB}/providerLinkage?provider=docomo-type`;
    const { deps, api, storage } = setUp({ process: 'linkage', client: { ...demoClient, returnUrl: url } });
    expect(await completeDaccount(deps, readClientContext(deps.storage))).toEqual({ kind: 'redirect', url });
    expect(api.authorize).not.toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });

  it('goes straight back to a profile-edit route of the same host', async () => {
    const { deps, api } = setUp({ client: { ...demoClient, returnUrl: `${HUB}/profileEdit` } });
    expect(await completeDaccount(deps, readClientContext(deps.storage))).toEqual({
      kind: 'redirect',
      url: `${HUB}/profileEdit`,
    });
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it('goes straight back to the unsubscribe confirmation after signing in again with the carrier', async () => {
    const url = `${HUB}/unsubscribe?serviceId=1`;
    const { deps, api } = setUp({ process: 'login', client: { ...demoClient, returnUrl: url } });
    expect(await completeDaccount(deps, readClientContext(deps.storage))).toEqual({ kind: 'redirect', url });
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it('without process or token: the incorrect-access error', async () => {
    const withoutProcess = setUp().deps;
    expect(await completeDaccount(withoutProcess, readClientContext(withoutProcess.storage))).toEqual({
      kind: 'incorrect',
    });
    const { deps, identity } = setUp({ process: 'login' });
    identity.getIdToken.mockResolvedValueOnce(null);
    expect(await completeDaccount(deps, readClientContext(deps.storage))).toEqual({ kind: 'incorrect' });
  });

  it("a refused custom-token sign-in: the dialog, reported as 'sign in with custom token failed'", async () => {
    const { deps, identity } = setUp({ process: 'register' });
    const cause = new Error('auth/invalid-custom-token');
    identity.signInWithCustomToken.mockRejectedValueOnce(cause);
    const result = await handleDaccountReturn(deps, readClientContext(deps.storage), '');
    expect(result.kind).toBe('failed');
    const error = (result as { error: Error & { cause?: unknown } }).error;
    expect(error.message).toBe('sign in with custom token failed');
    expect(error.cause).toBe(cause);
  });
});

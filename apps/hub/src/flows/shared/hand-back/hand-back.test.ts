import { describe, expect, it, vi } from 'vitest';

import { memoryStorage } from '../../../test/api-errors';
import { clientContextOf, readClientContext, saveClient } from '@member-hub/app-kit/client-context';
import { authorizationBodyOf, endFlowWithHandBack, handBack, handBackUrl } from './hand-back';

const HUB = 'http://localhost:5170';

const client = {
  returnUrl: 'http://localhost:5190/callback',
  state: 's1',
  nonce: 'n1',
  scope: 'openid',
  clientId: 'demo-community',
};

describe('hand-back', () => {
  it('builds the authorization body from the client entry', () => {
    expect(authorizationBodyOf({ ...client, serviceId: '1004', utm_source: 'x' })).toEqual({
      ...client,
      serviceId: '1004',
    });
  });

  it('carries the client’s PKCE challenge and its method (S256) to the authorization body', () => {
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    expect(
      authorizationBodyOf({ ...client, code_challenge: challenge, code_challenge_method: 'S256' }),
    ).toEqual({ ...client, codeChallenge: challenge, codeChallengeMethod: 'S256' });
    // Another method is not passed on: the challenge alone is refused by the server (RFC 7636 plain).
    expect(
      authorizationBodyOf({ ...client, code_challenge: challenge, code_challenge_method: 'plain' }),
    ).toEqual({ ...client, codeChallenge: challenge });
  });

  it('has no body when the entry lacks a required value', () => {
    expect(authorizationBodyOf(null)).toBeNull();
    expect(authorizationBodyOf({ returnUrl: client.returnUrl, state: 's1' })).toBeNull();
  });

  it('sends the browser to the authentication host with code and secure_code', () => {
    expect(handBackUrl({ code: 'c 1', secureCode: 's&2' })).toBe(
      '/memberbase/v1/authorization?code=c+1&secure_code=s%262',
    );
  });

  it('ends the process with the hand-back', () => {
    const storage = memoryStorage();
    storage.setItem('process', 'login');
    storage.setItem('client', '{}');
    expect(endFlowWithHandBack(storage, { code: 'c1', secureCode: 's1' })).toBe(
      '/memberbase/v1/authorization?code=c1&secure_code=s1',
    );
    expect(storage.getItem('process')).toBeNull();
    expect(storage.getItem('client')).toBe('{}');
  });
});

describe('handBack (loginComplete)', () => {
  const authorize = () => vi.fn(async () => ({ code: 'c1', secureCode: 'sc1' }));

  it('asks for the code with the saved entry, ends the process and answers the hand-back address', async () => {
    const storage = memoryStorage();
    saveClient(storage, client);
    storage.setItem('process', 'login');
    const api = { authorize: authorize() };
    await expect(handBack({ api: api as never, storage }, readClientContext(storage), HUB)).resolves.toEqual({
      kind: 'hand-back',
      url: '/memberbase/v1/authorization?code=c1&secure_code=sc1',
    });
    expect(api.authorize).toHaveBeenCalledWith({ body: client });
    expect(storage.getItem('process')).toBeNull();
  });

  it('is browser-changed without the entry in this browser, and asks nothing', async () => {
    const api = { authorize: authorize() };
    await expect(
      handBack({ api: api as never, storage: memoryStorage() }, clientContextOf(null), HUB),
    ).resolves.toEqual({
      kind: 'browser-changed',
    });
    expect(api.authorize).not.toHaveBeenCalled();
  });

  it('goes straight back to the profile screen of this host that asked for the sign-in, without a code', async () => {
    const url = `${HUB}/changeEmail/confirm?returnUrl=${encodeURIComponent(client.returnUrl)}`;
    const storage = memoryStorage();
    saveClient(storage, { returnUrl: url, serviceId: '1' });
    storage.setItem('process', 'login');
    const api = { authorize: authorize() };
    await expect(handBack({ api: api as never, storage }, readClientContext(storage), HUB)).resolves.toEqual({
      kind: 'profile',
      url,
    });
    expect(api.authorize).not.toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });

  it('hands back as usual when the same path is on another host (no open redirect)', async () => {
    const storage = memoryStorage();
    saveClient(storage, { ...client, returnUrl: 'http://localhost:5190/changeEmail/confirm' });
    const api = { authorize: authorize() };
    await expect(handBack({ api: api as never, storage }, readClientContext(storage), HUB)).resolves.toEqual({
      kind: 'hand-back',
      url: '/memberbase/v1/authorization?code=c1&secure_code=sc1',
    });
  });
});

import { type KeyValueStorage, readClientContext } from '@member-hub/app-kit/client-context';
import { createIdentityError } from '@member-hub/identity';
import { describe, expect, it, vi } from 'vitest';

import { apiError } from '../../test/api-errors';
import { fakeDeps, me } from '../../test/fakes';
import {
  completeMailLinkReturn,
  completeMailLinkSignIn,
  continuesAfterUsedLink,
  followMailLink,
} from './email-link';

/** The context the screen hands the step: the entry saved in the fake storage. */
const contextOf = (deps: { storage: KeyValueStorage }) => readClientContext(deps.storage);

const returnHref =
  'http://localhost:5170/login/validate/email?loginParamKey=lpk1&mode=signIn&oobCode=abc&apiKey=k&lang=ja';

describe('followMailLink', () => {
  it('keeps the address and follows the Firebase link', async () => {
    const { deps, savedEmail } = fakeDeps();
    const assign = vi.fn();
    expect(await followMailLink(deps, 'ref1', assign)).toEqual({ kind: 'following' });
    expect(savedEmail.save).toHaveBeenCalledWith('hanako@example.com');
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn');
  });

  it.each([
    ['expired', apiError('http', 403, 'link.expired')],
    ['unknown', apiError('http', 404, 'link.not_found')],
  ])('answers expired (006b) when the link is %s', async (_, error) => {
    const { deps, api } = fakeDeps();
    api.getMailLink.mockRejectedValueOnce(error);
    const assign = vi.fn();
    expect(await followMailLink(deps, 'ref1', assign)).toEqual({ kind: 'expired' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('answers used, told apart from expired, when the button was used before', async () => {
    const { deps, api } = fakeDeps();
    api.getMailLink.mockRejectedValueOnce(apiError('http', 403, 'link.used'));
    const assign = vi.fn();
    expect(await followMailLink(deps, 'ref1', assign)).toEqual({ kind: 'used' });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('continuesAfterUsedLink', () => {
  it('goes on for a member signed in here with the journey kept: login always, registration while registering', () => {
    const { deps, storage } = fakeDeps();
    expect(continuesAfterUsedLink(deps, contextOf(deps), 'login')).toBe(true);
    expect(continuesAfterUsedLink(deps, contextOf(deps), 'register')).toBe(false);
    storage.setItem('process', 'register');
    expect(continuesAfterUsedLink(deps, contextOf(deps), 'register')).toBe(true);
  });

  it('does not go on for nobody signed in, or without the journey in this browser', () => {
    const signedOut = fakeDeps();
    signedOut.identity.currentUser.mockReturnValue(null);
    expect(continuesAfterUsedLink(signedOut.deps, contextOf(signedOut.deps), 'login')).toBe(false);
    const otherBrowser = fakeDeps({ client: null });
    expect(continuesAfterUsedLink(otherBrowser.deps, contextOf(otherBrowser.deps), 'login')).toBe(false);
  });
});

describe('completeMailLinkReturn', () => {
  it('signs in with the kept address, checks the member, records the login and completes', async () => {
    const { deps, identity, api } = fakeDeps({ savedEmail: 'hanako@example.com' });
    expect(await completeMailLinkReturn(deps, contextOf(deps), returnHref)).toEqual({ kind: 'complete' });
    expect(identity.completeEmailLinkSignIn).toHaveBeenCalledWith('hanako@example.com', returnHref);
    expect(api.getLoginParam).toHaveBeenCalledWith({ query: { loginParamKey: 'lpk1' } });
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'login', serviceName: '1', returnUrl: 'http://localhost:5190/callback' },
    });
  });

  it('shows BrowserChangeError when this browser holds no client entry', async () => {
    const { deps, api } = fakeDeps({ client: null, savedEmail: 'hanako@example.com' });
    api.getLoginParam.mockResolvedValueOnce({
      loginParam: JSON.stringify({
        returnUrl: 'http://localhost:5190/cb',
        state: 's',
        nonce: 'n',
        scope: 'openid',
        clientId: 'c',
      }),
    });
    expect(await completeMailLinkReturn(deps, contextOf(deps), returnHref)).toEqual({
      kind: 'browser-changed',
    });
  });

  it('answers expired for a used link', async () => {
    const { deps, identity } = fakeDeps({ savedEmail: 'hanako@example.com' });
    identity.completeEmailLinkSignIn.mockRejectedValueOnce(createIdentityError('link_invalid'));
    expect(await completeMailLinkReturn(deps, contextOf(deps), returnHref)).toEqual({ kind: 'expired' });
  });

  it('revokes, signs out and goes back to login when the service is locked', async () => {
    const { deps, api, identity } = fakeDeps({ savedEmail: 'hanako@example.com' });
    api.getMe.mockResolvedValueOnce(me({ serviceLocks: [{ serviceId: '1004' }] }));
    expect(await completeMailLinkReturn(deps, contextOf(deps), returnHref)).toEqual({
      kind: 'back-to-login',
    });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(api.logout).toHaveBeenCalled();
    expect(api.addLoginHistory).not.toHaveBeenCalled();
  });

  it('revokes and answers not-member when no member has the address', async () => {
    const { deps, api, identity } = fakeDeps({ savedEmail: 'hanako@example.com' });
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    expect(await completeMailLinkReturn(deps, contextOf(deps), returnHref)).toEqual({ kind: 'not-member' });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
  });

  it('refuses restored parameters whose return address is no longer allowed', async () => {
    const { deps, api } = fakeDeps({ savedEmail: 'hanako@example.com' });
    api.getLoginParam.mockResolvedValueOnce({
      loginParam: JSON.stringify({
        returnUrl: 'http://evil.test/cb',
        state: 's',
        nonce: 'n',
        scope: 'openid',
        clientId: 'c',
      }),
    });
    expect(await completeMailLinkReturn(deps, contextOf(deps), returnHref)).toEqual({
      kind: 'back-to-login',
    });
  });
});

describe('completeMailLinkSignIn (the return shared by login and registration)', () => {
  it('signs in with the kept address and hands the restored parameters to the mode', async () => {
    const { deps, identity } = fakeDeps({ savedEmail: 'hanako@example.com' });
    const proceed = vi.fn(async () => ({ kind: 'done' as const }));
    expect(await completeMailLinkSignIn(deps, returnHref, proceed)).toEqual({ kind: 'done' });
    expect(identity.completeEmailLinkSignIn).toHaveBeenCalledWith('hanako@example.com', returnHref);
    expect(proceed).toHaveBeenCalledWith(
      expect.objectContaining({ returnUrl: 'http://localhost:5190/callback' }),
    );
  });

  it('hands the mode null when the link names no login parameters', async () => {
    const { deps, api } = fakeDeps({ savedEmail: 'hanako@example.com' });
    const proceed = vi.fn(async () => ({ kind: 'done' as const }));
    await completeMailLinkSignIn(deps, returnHref.replace('loginParamKey=lpk1&', ''), proceed);
    expect(proceed).toHaveBeenCalledWith(null);
    expect(api.getLoginParam).not.toHaveBeenCalled();
  });

  it('is expired without the kept address or for a link that is not a sign-in link', async () => {
    const proceed = vi.fn(async () => ({ kind: 'done' as const }));
    expect(await completeMailLinkSignIn(fakeDeps().deps, returnHref, proceed)).toEqual({ kind: 'expired' });
    const { deps } = fakeDeps({ savedEmail: 'hanako@example.com' });
    const plain = 'http://localhost:5170/login/validate/email?loginParamKey=lpk1';
    expect(await completeMailLinkSignIn(deps, plain, proceed)).toEqual({ kind: 'expired' });
    expect(proceed).not.toHaveBeenCalled();
  });

  it('revokes and signs out before a failure of the mode goes on', async () => {
    const { deps, identity } = fakeDeps({ savedEmail: 'hanako@example.com' });
    const failure = new Error('boom');
    await expect(
      completeMailLinkSignIn(deps, returnHref, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
  });
});

import { clientContextOf } from '@member-hub/app-kit/client-context';
import { apiError } from '@member-hub/app-kit/testing';
import { type ClientRecord } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import {
  type MailLinkApi,
  readMailLinkQuery,
  serviceHomeOf,
  TIMEOUT_PAGE_OF,
  verifyMailLink,
} from './mail-link';

const community: ClientRecord = {
  returnUrl: 'http://localhost:5190/callback?t={timestamp}',
  state: 's',
  nonce: 'n',
  scope: 'openid',
  clientId: 'demo-community',
};
const members: ClientRecord = { ...community, returnUrl: 'http://localhost:5191/lamember/callback' };

function deps(overrides: Partial<MailLinkApi> = {}, client: ClientRecord | null = community) {
  const api = {
    getMail: vi.fn(async () => ({ email: 'new@example.jp' })),
    updateMeEmail: vi.fn(async () => ({ customToken: 'custom-token' })),
    updateMe: vi.fn(async () => ({}) as never),
    addLoginHistory: vi.fn(async () => undefined),
    ...overrides,
  };
  const identity = { signInWithCustomToken: vi.fn(async () => ({}) as never) };
  const points = { addMailRewardIfApplicable: vi.fn(async () => undefined) };
  return { api, identity, points, client, memberHost: 'localhost:5170' };
}

/** The context the screen hands the step: the entry of the fake deps. */
const contextOf = (d: { client: ClientRecord | null }) => clientContextOf(d.client);

describe('readMailLinkQuery (profile spec §4)', () => {
  it('needs both referenceKey and a known mode', () => {
    expect(readMailLinkQuery('?referenceKey=k&mode=update')).toEqual({
      kind: 'ok',
      referenceKey: 'k',
      mode: 'update',
    });
    expect(readMailLinkQuery('?referenceKey=k')).toEqual({ kind: 'invalid-url' });
    expect(readMailLinkQuery('?mode=update')).toEqual({ kind: 'invalid-url' });
    expect(readMailLinkQuery('?referenceKey=k&mode=login')).toEqual({ kind: 'invalid-url' });
    expect(readMailLinkQuery('?referenceKey=&mode=register')).toEqual({ kind: 'invalid-url' });
  });
});

describe('verifyMailLink', () => {
  it('update: changes the address with the reference, signs in again, the reward, then 025 with state=updated', async () => {
    const d = deps();
    expect(await verifyMailLink(d, contextOf(d), { referenceKey: 'k', mode: 'update' })).toEqual({
      kind: 'navigate',
      path: '/changeEmail?state=updated',
      sameApp: true,
    });
    expect(d.api.getMail).toHaveBeenCalledWith({ query: { referenceKey: 'k' } });
    expect(d.api.updateMeEmail).toHaveBeenCalledWith({
      body: { email: 'new@example.jp', referenceKey: 'k' },
    });
    expect(d.identity.signInWithCustomToken).toHaveBeenCalledWith('custom-token');
    expect(d.points.addMailRewardIfApplicable).toHaveBeenCalledOnce();
  });

  it('register: back to the return address (placeholders filled), or the mail-verified page without one', async () => {
    const outcome = await verifyMailLink(deps(), contextOf(deps()), { referenceKey: 'k', mode: 'register' });
    expect(outcome.kind).toBe('assign');
    expect(outcome.kind === 'assign' && outcome.url).toMatch(
      /^http:\/\/localhost:5190\/callback\?t=\d{13,14}$/,
    );
    expect(
      await verifyMailLink(deps({}, null), contextOf(deps({}, null)), {
        referenceKey: 'k',
        mode: 'register',
      }),
    ).toEqual({
      kind: 'navigate',
      path: '/valid/verified',
      sameApp: true,
    });
  });

  it('authRegist: updates me, records the login history, points only for the member service, then AuthenRegisterComplete', async () => {
    const d = deps({}, members);
    expect(await verifyMailLink(d, contextOf(d), { referenceKey: 'k', mode: 'authRegist' })).toEqual({
      kind: 'navigate',
      path: '/AuthenRegister/Email/Complete',
      sameApp: false,
    });
    expect(d.api.updateMe).toHaveBeenCalledWith({ body: { email: 'new@example.jp', serviceUsage: '2' } });
    expect(d.api.addLoginHistory).toHaveBeenCalledWith({
      body: { provider: 'register', serviceName: '2', returnUrl: members.returnUrl },
    });
    expect(d.points.addMailRewardIfApplicable).toHaveBeenCalledOnce();

    const c = deps({}, community);
    await verifyMailLink(c, contextOf(c), { referenceKey: 'k', mode: 'authRegist' });
    expect(c.points.addMailRewardIfApplicable).not.toHaveBeenCalled();
  });

  it('a failed lookup goes to the timeout page of the mode', async () => {
    for (const mode of ['register', 'update', 'authRegist'] as const) {
      const d = deps({ getMail: vi.fn(async () => Promise.reject(apiError('http', 403, 'link.expired'))) });
      const outcome = await verifyMailLink(d, contextOf(d), { referenceKey: 'k', mode });
      expect(outcome).toMatchObject({ kind: 'timeout', path: TIMEOUT_PAGE_OF[mode] });
      expect(d.api.updateMeEmail).not.toHaveBeenCalled();
    }
    expect(TIMEOUT_PAGE_OF).toEqual({
      register: '/register/validate/timeout',
      update: '/changeEmail/error',
      authRegist: '/AuthenRegister/timeout',
    });
  });

  it('a used or taken reference goes to 027a with the address', async () => {
    const used = deps({
      updateMeEmail: vi.fn(async () => Promise.reject(apiError('http', 403, 'link.used'))),
    });
    expect(await verifyMailLink(used, contextOf(used), { referenceKey: 'k', mode: 'update' })).toEqual({
      kind: 'timeout',
      path: '/changeEmail/error',
      sameApp: true,
      email: 'new@example.jp',
    });
    const taken = deps({
      updateMeEmail: vi.fn(async () => Promise.reject(apiError('http', 409, 'email.taken'))),
    });
    expect(
      await verifyMailLink(taken, contextOf(taken), { referenceKey: 'k', mode: 'update' }),
    ).toMatchObject({
      kind: 'timeout',
      email: 'new@example.jp',
    });
    expect(used.identity.signInWithCustomToken).not.toHaveBeenCalled();
  });

  it('a second tap on a change already made goes to the completion that says so, not to 027a', async () => {
    const again = deps({
      updateMeEmail: vi.fn(async () => Promise.reject(apiError('http', 409, 'email_change.already_applied'))),
    });
    expect(await verifyMailLink(again, contextOf(again), { referenceKey: 'k', mode: 'update' })).toEqual({
      kind: 'navigate',
      path: '/changeEmail/complete?done=before',
      email: 'new@example.jp',
      sameApp: true,
    });
    expect(again.identity.signInWithCustomToken).not.toHaveBeenCalled();
    expect(again.points.addMailRewardIfApplicable).not.toHaveBeenCalled();
  });

  it('an empty address is its own failure; other failures go to the error policy', async () => {
    expect(
      await verifyMailLink(
        deps({ getMail: vi.fn(async () => ({ email: ' ' })) }),
        clientContextOf(community),
        {
          referenceKey: 'k',
          mode: 'update',
        },
      ),
    ).toEqual({ kind: 'no-email' });
    const down = apiError('server', 500);
    expect(
      await verifyMailLink(
        deps({ getMail: vi.fn(async () => Promise.reject(down)) }),
        clientContextOf(community),
        {
          referenceKey: 'k',
          mode: 'update',
        },
      ),
    ).toEqual({ kind: 'error', error: down });
  });
});

describe("the mail-verified page's destinations", () => {
  it("are the services' pages without the failure marker auth=false, every other part kept", () => {
    expect(serviceHomeOf('https://community.example.jp/?auth=false')).toBe('https://community.example.jp/');
    expect(serviceHomeOf('http://localhost:6190/?auth=false&service=game')).toBe(
      'http://localhost:6190/?service=game',
    );
    expect(serviceHomeOf('https://game.example.jp/top?from=hub')).toBe(
      'https://game.example.jp/top?from=hub',
    );
    expect(serviceHomeOf('not a url')).toBe('not a url');
  });
});

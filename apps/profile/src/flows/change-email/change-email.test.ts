import { createMemoryStorage, saveClient } from '@member-hub/app-kit/client-context';
import { apiError } from '@member-hub/app-kit/testing';
import { communityVariant, membersVariant } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import {
  changeEmailEntry,
  checkChangeEmail,
  finishChange,
  needsSendAlert,
  PENDING_EMAIL_KEY,
  sendChangeMail,
} from './change-email';

describe('checkChangeEmail (profile spec §5 "E-mail change")', () => {
  it('requires both fields, the format, the RFC rule, and an equal retype', () => {
    expect(checkChangeEmail({ email: '', emailRetype: '' })).toEqual({
      ok: false,
      errors: { email: { code: 'email.required' }, emailRetype: { code: 'email.required' } },
    });
    expect(checkChangeEmail({ email: 'hanako@', emailRetype: 'hanako@' })).toMatchObject({
      ok: false,
      errors: { email: { code: 'email.format' } },
    });
    expect(
      checkChangeEmail({ email: 'taro..@docomo.ne.jp', emailRetype: 'taro..@docomo.ne.jp' }),
    ).toMatchObject({
      ok: false,
      errors: { email: { code: 'email.rfc' } },
    });
    expect(checkChangeEmail({ email: 'hanako@example.jp', emailRetype: 'hanako@example.com' })).toEqual({
      ok: false,
      errors: { email: null, emailRetype: { code: 'email.mismatch' } },
    });
    expect(checkChangeEmail({ email: 'hanako@example.jp', emailRetype: 'hanako@example.jp' })).toEqual({
      ok: true,
      email: 'hanako@example.jp',
    });
  });
});

describe('changeEmailEntry', () => {
  it('sends /changeEmail?state=updated to the completion, anything else on', () => {
    const at = (path: string) => new URL(path, 'http://localhost:5170');
    expect(changeEmailEntry(at('/changeEmail?state=updated'))).toBe('/changeEmail/complete');
    expect(changeEmailEntry(at('/changeEmail?state=other'))).toBeNull();
    expect(changeEmailEntry(at('/changeEmail'))).toBeNull();
    expect(changeEmailEntry(at('/profileEdit?state=updated'))).toBeNull();
  });
});

describe('sendChangeMail', () => {
  it('asks the server to mail the new address (mode update) and remembers the address', async () => {
    const storage = createMemoryStorage();
    const api = { sendChangeMail: vi.fn(async () => undefined) };
    const result = await sendChangeMail(
      { api, storage },
      { email: 'new@example.jp', returnUrl: 'http://localhost:5190/callback', referer: undefined },
    );
    expect(result).toEqual({ kind: 'sent' });
    expect(api.sendChangeMail).toHaveBeenCalledWith({
      body: { from: 'new@example.jp' },
      query: { returnUrl: 'http://localhost:5190/callback', mode: 'update' },
    });
    expect(storage.getItem(PENDING_EMAIL_KEY)).toBe('new@example.jp');
  });

  it('tells a taken address apart from other failures', async () => {
    const storage = createMemoryStorage();
    const taken = { sendChangeMail: vi.fn(async () => Promise.reject(apiError('http', 409, 'email.taken'))) };
    expect(await sendChangeMail({ api: taken, storage }, { email: 'x@example.jp' })).toEqual({
      kind: 'taken',
    });
    const down = apiError('server', 503, 'server.unavailable');
    const failing = { sendChangeMail: vi.fn(async () => Promise.reject(down)) };
    expect(await sendChangeMail({ api: failing, storage }, { email: 'x@example.jp' })).toEqual({
      kind: 'failed',
      error: down,
    });
    expect(storage.getItem(PENDING_EMAIL_KEY)).toBeNull();
  });

  it('shows no second alert for a timeout (the dialog is already open)', () => {
    expect(needsSendAlert(apiError('timeout'))).toBe(false);
    expect(needsSendAlert(apiError('http', 400))).toBe(true);
  });
});

describe('finishChange', () => {
  it('keeps the community member signed in', async () => {
    const storage = createMemoryStorage();
    storage.setItem(PENDING_EMAIL_KEY, 'new@example.jp');
    const identity = { revokeAndSignOut: vi.fn() };
    const api = { logout: vi.fn() };
    expect(await finishChange({ api, identity, storage }, communityVariant)).toEqual({ kind: 'complete' });
    expect(identity.revokeAndSignOut).not.toHaveBeenCalled();
    expect(storage.getItem(PENDING_EMAIL_KEY)).toBeNull();
  });

  it('signs the membership member out, revokes through the server, and returns to profile edit', async () => {
    const storage = createMemoryStorage();
    saveClient(storage, {
      returnUrl: 'http://localhost:5191/lamember/callback',
      state: 's',
      nonce: 'n',
      scope: 'openid',
      clientId: 'demo-members',
    });
    const api = { logout: vi.fn(async () => undefined) };
    const identity = {
      revokeAndSignOut: vi.fn(async (logout: () => Promise<void>) => {
        await logout();
      }),
    };
    expect(await finishChange({ api, identity, storage }, membersVariant)).toEqual({
      kind: 'signed-out',
      path: '/memberProfileEdit',
    });
    expect(api.logout).toHaveBeenCalledOnce();
  });
});

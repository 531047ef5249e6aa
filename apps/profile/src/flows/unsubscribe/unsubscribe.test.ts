import { createMemberApiError, type MemberApiClient } from '@member-hub/api-client';
import { createMemoryStorage } from '@member-hub/app-kit/client-context';
import { describe, expect, it, vi } from 'vitest';

import { AVATAR_CHOICE_KEY } from '../shared/avatar-choice';
import { endUnsubscribeComplete, isUnsubscribeComplete, unsubscribe } from './unsubscribe';

const base = { call: 'deleteMe', method: 'DELETE', path: '/member/v1/me', body: undefined };

function deps(deleteMe: MemberApiClient['deleteMe']) {
  const storage = createMemoryStorage();
  storage.setItem(AVATAR_CHOICE_KEY, '{"thumbnail":"icon01"}');
  return {
    api: { deleteMe: vi.fn(deleteMe) },
    identity: { signOut: vi.fn(() => Promise.resolve()) },
    storage,
    clearUserData: vi.fn(),
  };
}

describe('unsubscribe', () => {
  it('deletes, signs out, clears the user data and marks the completion once', async () => {
    const d = deps(() => Promise.resolve());
    await expect(unsubscribe(d)).resolves.toEqual({ kind: 'done' });
    expect(d.identity.signOut).toHaveBeenCalledOnce();
    expect(d.clearUserData).toHaveBeenCalledOnce();
    expect(d.storage.getItem(AVATAR_CHOICE_KEY)).toBeNull();
    expect(isUnsubscribeComplete(d.storage)).toBe(true);
    endUnsubscribeComplete(d.storage);
    expect(isUnsubscribeComplete(d.storage)).toBe(false);
  });

  it('answers paymentError for the 403 of a paid service and keeps the session', async () => {
    const d = deps(() =>
      Promise.reject(
        createMemberApiError('http', 'paid', { ...base, status: 403, code: 'member.paid_service' }),
      ),
    );
    await expect(unsubscribe(d)).resolves.toEqual({ kind: 'paymentError' });
    expect(d.identity.signOut).not.toHaveBeenCalled();
    expect(isUnsubscribeComplete(d.storage)).toBe(false);
  });

  it('answers signInAgain, not paymentError, for the 403 of a sign-in older than 5 minutes', async () => {
    const d = deps(() =>
      Promise.reject(
        createMemberApiError('http', 'stale', { ...base, status: 403, code: 'auth.recent_login_required' }),
      ),
    );
    await expect(unsubscribe(d)).resolves.toEqual({ kind: 'signInAgain' });
    expect(d.identity.signOut).not.toHaveBeenCalled();
    expect(isUnsubscribeComplete(d.storage)).toBe(false);
  });

  it('answers failed for any other failure, with the error for the policy', async () => {
    const error = createMemberApiError('server', 'boom', { ...base, status: 500, code: 'server.error' });
    const d = deps(() => Promise.reject(error));
    await expect(unsubscribe(d)).resolves.toEqual({ kind: 'failed', error });
    expect(d.identity.signOut).not.toHaveBeenCalled();
    expect(d.storage.getItem(AVATAR_CHOICE_KEY)).not.toBeNull();
  });
});

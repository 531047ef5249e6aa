import { KANTAN_LOCKOUT_MINUTES } from '@member-hub/enums';
import { describe, expect, it, vi } from 'vitest';

import { changeKantanPassword } from './kantan-pwd-edit';

const answer = (resultCode: number) => ({ resultCode, customToken: '', accessToken: '', rakuId: '' });
const httpError = (status: number, code: string, details?: unknown) =>
  Object.assign(new Error(code), {
    name: 'MemberApiError',
    kind: 'http',
    status,
    code,
    body: details === undefined ? undefined : { code, message: code, details },
  });

function setUp(resultCode = 1) {
  const api = { kantanAuth: vi.fn(async () => answer(resultCode)) };
  const report = vi.fn();
  return { deps: { api, report } as never, api, report };
}

const values = { currentPassword: 'hello333', newPassword: 'hello444x' };

describe('the kantan password change (hub §4, §7)', () => {
  it('sends empty telno and modelno, uid, the current password in pwd and the new one in newpwd', async () => {
    const { deps, api } = setUp();
    expect(await changeKantanPassword(deps, 'RK-0000003', values)).toEqual({ kind: 'changed' });
    expect(api.kantanAuth).toHaveBeenCalledWith({
      body: {
        uid: 'RK-0000003',
        pwd: 'hello333',
        newpwd: 'hello444x',
        telno: '',
        modelno: '',
        sid: 'community',
      },
    });
  });

  it('result 4: the wrong current password; another result: reported, the retry text', async () => {
    expect(await changeKantanPassword(setUp(4).deps, 'RK-1', values)).toEqual({ kind: 'wrong-current' });
    const other = setUp(3);
    expect(await changeKantanPassword(other.deps, 'RK-1', values)).toEqual({ kind: 'failed' });
    expect((other.report.mock.calls[0]![0] as Error).message).toBe('resultCode is not 1');
  });

  it('429: locked out with the minutes left; another 4xx: the status error; a timeout goes to the error policy', async () => {
    const { deps, api } = setUp();
    api.kantanAuth.mockRejectedValueOnce(
      httpError(429, 'kantan.too_many_attempts', { retryAfterSeconds: 600 }),
    );
    expect(await changeKantanPassword(deps, 'RK-1', values)).toEqual({ kind: 'locked-out', minutes: 10 });
    // A refusal that does not say how long: the whole lockout.
    api.kantanAuth.mockRejectedValueOnce(httpError(429, 'kantan.too_many_attempts'));
    expect(await changeKantanPassword(deps, 'RK-1', values)).toEqual({
      kind: 'locked-out',
      minutes: KANTAN_LOCKOUT_MINUTES,
    });
    api.kantanAuth.mockRejectedValueOnce(httpError(400, 'validation.failed'));
    expect((await changeKantanPassword(deps, 'RK-1', values)).kind).toBe('status-error');
    api.kantanAuth.mockRejectedValueOnce(
      Object.assign(new Error('t'), { name: 'MemberApiError', kind: 'timeout' }),
    );
    await expect(changeKantanPassword(deps, 'RK-1', values)).rejects.toThrow('t');
  });
});

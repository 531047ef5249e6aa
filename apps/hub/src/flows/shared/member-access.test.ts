import { ServiceId, serviceLockIdOf } from '@member-hub/enums';
import { describe, expect, it, vi } from 'vitest';

import { apiError } from '../../test/api-errors';
import { me } from '../../test/fakes';
import { checkMemberAccess } from './member-access';
import { communityVariant, membersVariant } from '@member-hub/validators';

describe('checkMemberAccess', () => {
  it('allows a member whose requested service is not locked', async () => {
    const api = { getMe: vi.fn(async () => me({ serviceLocks: [{ serviceId: '1006' }] })) };
    expect((await checkMemberAccess(api as never, communityVariant)).ok).toBe(true);
    expect(await checkMemberAccess(api as never, membersVariant)).toEqual({ ok: false, reason: 'locked' });
  });

  it('reads locks in the enums coding: a member locked for the community is locked there only', async () => {
    const api = {
      getMe: vi.fn(async () => me({ serviceLocks: [{ serviceId: serviceLockIdOf(ServiceId.Community) }] })),
    };
    expect(await checkMemberAccess(api as never, communityVariant)).toEqual({ ok: false, reason: 'locked' });
    expect((await checkMemberAccess(api as never, membersVariant)).ok).toBe(true);
    // The login history codes '1'/'2' are not lock ids.
    const historyCodes = {
      getMe: async () => me({ serviceLocks: [{ serviceId: '1' }, { serviceId: '2' }] }),
    };
    expect((await checkMemberAccess(historyCodes as never, communityVariant)).ok).toBe(true);
    expect((await checkMemberAccess(historyCodes as never, membersVariant)).ok).toBe(true);
  });

  it('refuses a member without status and answers not-member for 404', async () => {
    expect(
      await checkMemberAccess({ getMe: async () => me({ memberStatus: '' }) } as never, communityVariant),
    ).toEqual({ ok: false, reason: 'no-status' });
    const missing = { getMe: vi.fn().mockRejectedValue(apiError('http', 404, 'member.not_found')) };
    expect(await checkMemberAccess(missing as never, communityVariant)).toEqual({
      ok: false,
      reason: 'not-member',
    });
  });

  it("passes other failures on as 'GetMe API ERROR' with the failure as its cause", async () => {
    const failure = apiError('server', 500);
    const failing = { getMe: vi.fn().mockRejectedValue(failure) };
    await expect(checkMemberAccess(failing as never, communityVariant)).rejects.toMatchObject({
      kind: 'internal',
      message: 'GetMe API ERROR',
      cause: failure,
    });
  });

  it("reports a locked service as 'service locked'", async () => {
    const report = vi.fn();
    const api = { getMe: async () => me({ serviceLocks: [{ serviceId: '1006' }] }) };
    await checkMemberAccess(api as never, communityVariant, report);
    expect(report).not.toHaveBeenCalled();
    await checkMemberAccess(api as never, membersVariant, report);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'service locked' }), {
      serviceId: membersVariant.serviceId,
    });
  });
});

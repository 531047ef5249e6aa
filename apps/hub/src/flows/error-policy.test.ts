import { internalError } from '@member-hub/app-kit/error-reporting';
import { InternalErrorMessage } from '@member-hub/enums';
import { NicknameRetryError } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import { apiError as error } from '../test/api-errors';
import { createErrorPolicy } from './error-policy';

function setup(client: { returnUrl: string } | null) {
  const deps = {
    navigate: vi.fn(),
    assign: vi.fn(),
    openTimeoutDialog: vi.fn(),
    readClient: () => client,
    allowedReturnUrlPrefixes: ['http://localhost:5190/'],
    hubHost: 'localhost:5170',
    report: vi.fn(),
  };
  return { deps, policy: createErrorPolicy(deps) };
}

describe('error policy', () => {
  it('opens the timeout dialog on a timeout', () => {
    const { deps, policy } = setup(null);
    expect(policy.handle(error('timeout', 408))).toBe(true);
    expect(deps.openTimeoutDialog).toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('returns to the allowed return address with status=authError on an auth error', () => {
    const { deps, policy } = setup({ returnUrl: 'http://localhost:5190/cb' });
    policy.handle(error('auth', 401));
    expect(deps.assign).toHaveBeenCalledWith('http://localhost:5190/cb?status=authError');
  });

  it('goes to the generic error page on an auth error without an allowed return address', () => {
    const { deps, policy } = setup({ returnUrl: 'http://evil.test/cb' });
    policy.handle(error('auth', 401));
    expect(deps.assign).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/error');
  });

  it('goes to the generic error page on server and network failures', () => {
    const { deps, policy } = setup(null);
    policy.handle(error('server', 503));
    policy.handle(error('network'));
    expect(deps.navigate).toHaveBeenCalledTimes(2);
  });

  it('passes 4xx answers on to the caller', () => {
    const { deps, policy } = setup(null);
    expect(policy.handle(error('http', 404))).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('handles an internal error by its cause and reports the internal error itself', () => {
    const { deps, policy } = setup(null);
    const reported = internalError(InternalErrorMessage.GetMe, error('timeout', 408));
    expect(policy.handle(reported)).toBe(true);
    expect(deps.openTimeoutDialog).toHaveBeenCalled();
    expect(deps.report).toHaveBeenCalledWith(reported);
    expect(policy.handle(internalError(InternalErrorMessage.GetMe, error('http', 404)))).toBe(false);
  });

  it("reports the generator's exhaustion with the spec message and shows the generic error page", () => {
    const { deps, policy } = setup(null);
    policy.fail(new NicknameRetryError());
    expect(deps.report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'generate nickname retry count max' }),
    );
    expect(deps.navigate).toHaveBeenCalledWith('/error');
  });

  it('sends any other failure to the generic error page', () => {
    const { deps, policy } = setup(null);
    policy.fail(new Error('boom'));
    policy.fail(error('http', 400));
    expect(deps.navigate).toHaveBeenCalledTimes(2);
    expect(deps.report).toHaveBeenCalledTimes(2);
  });
});

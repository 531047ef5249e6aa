import { InternalErrorMessage } from '@member-hub/enums';
import { NicknameRetryError } from '@member-hub/validators';
import { describe, expect, it, vi } from 'vitest';

import { internalError } from '../error-reporting/internal-error';

import { apiError as error } from '../testing';
import { createErrorPolicy } from './error-policy';
import { createFlagStore } from './flag-store';

function setup(client: { returnUrl: string } | null) {
  const reporter = { report: vi.fn() };
  const timeout = createFlagStore(false);
  const deps = {
    navigate: vi.fn(),
    assign: vi.fn(),
    timeout,
    readClient: () => client,
    allowedReturnUrlPrefixes: ['http://localhost:5190/'],
    memberHost: 'localhost:5170',
    errorPath: '/error',
    reporter,
  };
  return { deps, reporter, timeout, policy: createErrorPolicy(deps) };
}

describe('error policy', () => {
  it('flags the timeout (opening the dialog) on a timeout, and reports it', () => {
    const { deps, policy, timeout, reporter } = setup(null);
    const e = error('timeout', 408);
    expect(policy.handle(e)).toBe(true);
    expect(timeout.get()).toBe(true);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(reporter.report).toHaveBeenCalledWith(e, undefined);
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

  it('handles an internal error by its cause and reports the internal error itself', () => {
    const { policy, timeout, reporter } = setup(null);
    const reported = internalError(InternalErrorMessage.GetMe, error('timeout', 408));
    expect(policy.handle(reported)).toBe(true);
    expect(timeout.get()).toBe(true);
    expect(reporter.report).toHaveBeenCalledWith(reported, undefined);
    expect(policy.handle(internalError(InternalErrorMessage.GetMe, error('http', 404)))).toBe(false);
  });

  it("reports the generator's exhaustion with the spec message and shows the generic error page", () => {
    const { deps, policy, reporter } = setup(null);
    policy.fail(new NicknameRetryError());
    expect(reporter.report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'generate nickname retry count max' }),
      undefined,
    );
    expect(deps.navigate).toHaveBeenCalledWith('/error');
  });

  it('passes 4xx answers on to the caller, unreported', () => {
    const { deps, policy, reporter } = setup(null);
    expect(policy.handle(error('http', 404))).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('sends any other failure to the generic error page, reported with its context', () => {
    const { deps, policy, reporter } = setup(null);
    const boom = new Error('boom');
    policy.fail(boom, { screen: 'profileEdit' });
    policy.fail(error('http', 400));
    expect(deps.navigate).toHaveBeenCalledTimes(2);
    expect(reporter.report).toHaveBeenCalledTimes(2);
    expect(reporter.report).toHaveBeenCalledWith(boom, { screen: 'profileEdit' });
  });

  it('reports a failure the caller handles, without navigating', () => {
    const { deps, policy, reporter } = setup(null);
    policy.report('x', { step: 'history' });
    expect(reporter.report).toHaveBeenCalledWith('x', { step: 'history' });
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('reportLinkageFailure', () => {
  it('reports the linkage failure', () => {
    const { policy, reporter } = setup(null);
    const e = new Error('relay');
    policy.reportLinkageFailure(e, { step: 'token' });
    expect(reporter.report).toHaveBeenCalledWith(e, { linkage: true, step: 'token' });
  });

  it('skips the report when a timeout is already flagged', () => {
    const { policy, reporter, timeout } = setup(null);
    timeout.set(true);
    policy.reportLinkageFailure(new Error('relay'));
    expect(reporter.report).not.toHaveBeenCalled();
  });
});

import { InternalErrorMessage } from '@member-hub/enums';
import { describe, expect, it, vi } from 'vitest';

import { reportUncaughtErrors } from './create';
import { internalError, isInternalError, rootCause } from './internal-error';

describe('internal errors', () => {
  it('carry the spec message and the failure behind it', () => {
    const cause = { kind: 'http', status: 503 };
    const error = internalError(InternalErrorMessage.GetMe, cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('GetMe API ERROR');
    expect(error.cause).toBe(cause);
    expect(isInternalError(error)).toBe(true);
    expect(isInternalError(new Error('GetMe API ERROR'))).toBe(false);
  });

  it('rootCause unwraps nested internal errors to the original failure, and keeps other errors', () => {
    const timeout = { kind: 'timeout' };
    const nested = internalError(
      InternalErrorMessage.LoggedInCheck,
      internalError(InternalErrorMessage.GetMe, timeout),
    );
    expect(rootCause(nested)).toBe(timeout);
    const alone = internalError(InternalErrorMessage.ServiceLocked);
    expect(rootCause(alone)).toBe(alone);
    expect(rootCause(timeout)).toBe(timeout);
  });
});

describe('reportUncaughtErrors', () => {
  it('reports uncaught errors and unhandled rejections until removed', () => {
    const reporter = { report: vi.fn() };
    // A stand-in for window: a real uncaught error would also reach the test runner.
    const target = new EventTarget() as unknown as Window;
    const remove = reportUncaughtErrors(reporter, target);
    const boom = new Error('boom');
    const errorEvent = () => Object.assign(new Event('error'), { error: boom, message: 'boom' });
    target.dispatchEvent(errorEvent());
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    expect(reporter.report.mock.calls).toEqual([
      [boom, { uncaught: 'error' }],
      ['nope', { uncaught: 'unhandledrejection' }],
    ]);
    remove();
    target.dispatchEvent(errorEvent());
    expect(reporter.report).toHaveBeenCalledTimes(2);
  });
});

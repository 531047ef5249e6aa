import { describe, expect, it } from 'vitest';

import {
  classifyApiError,
  createMemberApiError,
  handleApiError,
  isMemberApiError,
  retryAfterMinutesOf,
  retryAfterSecondsOf,
} from './errors';

const where = { call: 'getMe', method: 'GET', path: '/member/v1/me' };
const http409 = createMemberApiError('http', 'conflict', {
  ...where,
  status: 409,
  code: 'nickname.taken',
  body: { code: 'nickname.taken', message: 'taken' },
});
const timeout = createMemberApiError('timeout', 'slow', { ...where, status: undefined });

describe('error guards and handlers', () => {
  it('recognises client errors by shape, also when copied across bundles', () => {
    expect(isMemberApiError(http409)).toBe(true);
    expect(isMemberApiError({ ...http409, name: 'MemberApiError', kind: 'http' })).toBe(true);
    expect(isMemberApiError(new Error('other'))).toBe(false);
    expect(isMemberApiError({ name: 'MemberApiError', kind: 'weird' })).toBe(false);
    expect(classifyApiError(new TypeError('bug'))).toBe('genericErrorPage');
  });

  it('tries the code handler, then the kind handler, then the fallback with the policy action', () => {
    const handlers = {
      codes: { 'nickname.taken': () => 'field error' },
      kinds: { network: () => 'offline' },
      fallback: (action: string) => `policy:${action}`,
    };
    expect(handleApiError(http409, handlers)).toBe('field error');
    expect(
      handleApiError(createMemberApiError('network', 'x', { ...where, status: undefined }), handlers),
    ).toBe('offline');
    expect(handleApiError(timeout, handlers)).toBe('policy:showTimeoutDialog');
    expect(handleApiError(new Error('bug'), handlers)).toBe('policy:genericErrorPage');
  });
});

describe('retryAfterSecondsOf', () => {
  const refusal = (code: string, details?: unknown) =>
    createMemberApiError('http', 'refused', {
      ...where,
      status: 429,
      code,
      // Details as a server might send them, not only as the contract types them.
      body: { code, message: 'wait', ...(details === undefined ? {} : { details: details as never }) },
    });

  it('answers the wait of a refusal that says it (rate.limited, the kantan lockout)', () => {
    expect(retryAfterSecondsOf(refusal('rate.limited', { retryAfterSeconds: 90 }))).toBe(90);
    expect(retryAfterSecondsOf(refusal('kantan.too_many_attempts', { retryAfterSeconds: 1800 }))).toBe(1800);
  });

  it('answers undefined when the refusal does not say, says nonsense, or is no refusal', () => {
    expect(retryAfterSecondsOf(refusal('rate.limited'))).toBeUndefined();
    expect(retryAfterSecondsOf(refusal('rate.limited', { retryAfterSeconds: 0 }))).toBeUndefined();
    expect(retryAfterSecondsOf(refusal('rate.limited', { retryAfterSeconds: '60' }))).toBeUndefined();
    expect(retryAfterSecondsOf(refusal('rate.limited', { retryAfterSeconds: 1.5 }))).toBeUndefined();
    expect(retryAfterSecondsOf(http409)).toBeUndefined();
    expect(retryAfterSecondsOf(timeout)).toBeUndefined();
    expect(retryAfterSecondsOf(new Error('x'))).toBeUndefined();
  });
});

describe('retryAfterMinutesOf', () => {
  it('rounds the wait up to whole minutes', () => {
    const refusal = (retryAfterSeconds: number) =>
      createMemberApiError('http', 'refused', {
        ...where,
        status: 429,
        code: 'rate.limited',
        body: { code: 'rate.limited', message: 'wait', details: { retryAfterSeconds } },
      });
    expect(retryAfterMinutesOf(refusal(1))).toBe(1);
    expect(retryAfterMinutesOf(refusal(60))).toBe(1);
    expect(retryAfterMinutesOf(refusal(61))).toBe(2);
    expect(retryAfterMinutesOf(http409)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { classifyApiError, createMemberApiError, handleApiError, isMemberApiError } from './errors';

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

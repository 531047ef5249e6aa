// Test helper: API errors as the client throws them.
import { createMemberApiError, type MemberApiError } from '@member-hub/api-client';

const base = { call: 'test', method: 'GET', path: '/member/v1/test' };

export function apiError(kind: MemberApiError['kind'], status?: number, code?: string): MemberApiError {
  const fields: Record<string, unknown> = { ...base, status, code, body: undefined };
  if (kind === 'contract') Object.assign(fields, { side: 'response', issues: [] });
  return createMemberApiError(kind, `${kind} ${status ?? ''}`, fields as never);
}

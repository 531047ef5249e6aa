// Test-only helpers for the apps' and app-kit's unit tests (never imported by app code):
export { screenPaths, specScreenAt } from './spec-screens';
export { createTestErrorPolicy, type TestErrorPolicy } from './error-policy';
export { renderRoutes, type RenderedRoutes } from './render-twice';
// API errors as the member API client throws them.
import { createMemberApiError, type MemberApiError } from '@member-hub/api-client';

const base = { call: 'test', method: 'GET', path: '/member/v1/test' };

/**
 * A `MemberApiError` of `kind` (with `status` and the API's error `code`, and the error body's
 * `details` when given), as the client throws it.
 */
export function apiError(
  kind: MemberApiError['kind'],
  status?: number,
  code?: string,
  details?: unknown,
): MemberApiError {
  const body = code === undefined || details === undefined ? undefined : { code, message: code, details };
  const fields: Record<string, unknown> = { ...base, status, code, body };
  if (kind === 'contract') Object.assign(fields, { side: 'response', issues: [] });
  return createMemberApiError(kind, `${kind} ${status ?? ''}`, fields as never);
}

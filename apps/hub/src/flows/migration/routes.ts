/**
 * Where each migration result goes (hub §2, §4): the register and login variants of the pages.
 * Kept apart from the screens so tests read the wiring without rendering.
 */
import { isApiErrorOfKind, isTimeoutError } from '@member-hub/api-client';
import { rootCause } from '@member-hub/app-kit/error-reporting';
import { type VariantKey } from '@member-hub/validators';

import { RoutePath } from '../../route-paths';
import { MIGRATION_REASON_QUERY, MigrationRefusal } from '../shared/migration-refusal';
import { MigrationPaths } from './paths';
export { MigrationPaths } from './paths';
import { type MigrationStartResult, type MigrationVariant } from './migration';

/** The service's login-error path (hub §4 "Migration login": the account absent or locked). */
const loginErrorPaths = {
  community: RoutePath.loginValidateError,
  members: RoutePath.memberLoginValidateError,
} as const satisfies Record<VariantKey, string>;

export function loginErrorPath(variantKey: VariantKey): string {
  return loginErrorPaths[variantKey];
}

/**
 * A failure's page: the temporary-outage page when the member API or the older service did not
 * answer (5xx, no response), else the error page. A timeout is the dialog's (null: stay).
 */
export function failurePath(which: MigrationVariant, error: unknown): string | null {
  const cause = rootCause(error);
  if (isTimeoutError(cause)) return null;
  if (isApiErrorOfKind(cause, 'server') || isApiErrorOfKind(cause, 'network'))
    return MigrationPaths[which].unavailable;
  return MigrationPaths[which].error;
}

/** The page of a start result (the failure's is `failurePath`). */
export function startResultPath(
  which: MigrationVariant,
  result: Exclude<MigrationStartResult, { kind: 'failed' }>,
  variantKey: VariantKey,
): string {
  switch (result.kind) {
    case 'incorrect':
      return MigrationPaths[which].incorrect;
    case 'expired':
      return MigrationPaths[which].expired;
    case 'register-complete':
      return MigrationPaths.register.complete;
    case 'login-complete':
      return MigrationPaths.login.complete;
    case 'login-error': {
      // Hub §4: the service's login-error path with the token; the reason lets the page explain.
      const query = new URLSearchParams({ [MIGRATION_REASON_QUERY]: result.reason, token: result.token });
      return `${loginErrorPath(variantKey)}?${query}`;
    }
    case 'locked':
      return `${MigrationPaths[which].error}?${MIGRATION_REASON_QUERY}=${MigrationRefusal.locked}`;
  }
}

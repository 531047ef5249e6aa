/** The pages of each migration variant (route-paths.ts), for the route table and the flow's wiring. */
import { RoutePath } from '../../route-paths';

export const MigrationPaths = {
  register: {
    start: RoutePath.migrationRegister,
    complete: RoutePath.migrationRegisterComplete,
    error: RoutePath.migrationRegisterError,
    incorrect: RoutePath.migrationRegisterIncorrect,
    expired: RoutePath.migrationRegisterTimeout,
    unavailable: RoutePath.migrationRegisterUnavailable,
  },
  login: {
    start: RoutePath.migrationLogin,
    complete: RoutePath.migrationLoginComplete,
    error: RoutePath.migrationLoginError,
    incorrect: RoutePath.migrationLoginIncorrect,
    expired: RoutePath.migrationLoginTimeout,
    unavailable: RoutePath.migrationLoginUnavailable,
  },
} as const;

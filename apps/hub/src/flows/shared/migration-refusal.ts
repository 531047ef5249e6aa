// How a migration tells the page it lands on why it was refused: the migration's own pages and the
// service's login-error page (hub §4 "Migration login") read it, so it lives with neither flow.

/**
 * Why a migration was refused, in the query of the page it lands on (`reason`): the older
 * service's account is stopped, or (migration login) it has no member here yet. The page then
 * explains that case instead of its general text.
 */
export const MIGRATION_REASON_QUERY = 'reason';
export const MigrationRefusal = Object.freeze({
  locked: 'locked',
  notMigrated: 'not-migrated',
} as const);
export type MigrationRefusal = (typeof MigrationRefusal)[keyof typeof MigrationRefusal];

/** The reason a page's query names, or null. */
export function migrationRefusalOf(search: URLSearchParams): MigrationRefusal | null {
  const reason = search.get(MIGRATION_REASON_QUERY);
  return reason === MigrationRefusal.locked || reason === MigrationRefusal.notMigrated ? reason : null;
}

/**
 * Marks a migration register that continues a migration login of the same launch (its account
 * had no member yet): the launch assertion was redeemed by the login, so the register goes on
 * with the access token the older service vouched for then, and sends no assertion.
 */
export const CONTINUED_FROM_QUERY = 'from';
export const CONTINUED_FROM_LOGIN = 'migrationLogin';

/** The migration register that continues a refused migration login with its launch token. */
export function continuedRegisterSearch(token: string): string {
  return `?${new URLSearchParams({ token, [CONTINUED_FROM_QUERY]: CONTINUED_FROM_LOGIN })}`;
}

/**
 * The migration flow's local keys and route rule, apart from migration.ts so the route table and
 * the layout can use them without loading the flow (and the API client).
 */

/** Local keys of the migration flow (the spec's values; the key names are ours). */
export const MigrationKey = Object.freeze({
  /** The older service's access token of the migration in progress ("the migration access token"). */
  accessToken: 'migrationAccessToken',
  /** The member was already signed in before the launch (completion then skips the hand-back). */
  alreadyLoggedIn: 'migrationAlreadyLoggedIn',
} as const);

/** The launch's push token of the phone app (hub §4 "Migration login": "an fcm_token"). */
export const FCM_TOKEN_QUERY = 'fcm_token';

/**
 * Hub §4 "Migration completion": closing the timeout dialog on any route whose name contains
 * 'migration' sends the browser to the phone app's custom URL scheme. Case-insensitive: the
 * route names are /migrationRegister and /migrationLogin.
 */
export function isMigrationRoute(pathname: string): boolean {
  return pathname.toLowerCase().includes('migration');
}

/** Where closing the timeout dialog goes: the phone app on a migration route, else nowhere (null). */
export function timeoutCloseTarget(pathname: string, phoneAppUrl: string): string | null {
  return isMigrationRoute(pathname) ? phoneAppUrl : null;
}

/**
 * The one database schema for PGlite (embedded) and PostgreSQL, one file per owner.
 * Change it, then run `pnpm --filter @member-hub/member-api db:generate` to write a new
 * versioned migration into drizzle/ (commit it); migrations are applied at start.
 *
 * Keep these files free of project imports: drizzle-kit loads them on its own. A table file that
 * needs another table imports that table's file, never this index.
 */

// The member, its service locks, login histories and login parameters.
export * from './members';
// Tables of the e-mail link flow and the authentication host (src/mail, src/oidc).
export * from './auth';
// The push-token relation of the older service's phone apps (src/legacy).
export * from './legacy';
export * from './legacy-assertions';
// Tables of the carrier account (d-account) relay (src/daccount).
export * from './daccount';
// Tables of the bonus points and the purchase shop (src/queries/points.ts).
export * from './points';
// Passkeys and their ceremonies' challenges (src/passkeys).
export * from './passkeys';

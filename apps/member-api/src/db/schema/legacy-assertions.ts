/**
 * The older service's sign-in assertions the member API has accepted (src/legacy/assertions.ts).
 * One row per assertion id (`jti`, primary key): a second presentation of the same assertion hits
 * the key and is refused, on every instance. The row also remembers which older-service access
 * token the assertion vouched for, so that the later steps of the same sign-in (syncMe,
 * migrationComplete) accept that token and no other. Rows are kept until `vouchedUntil`.
 * Keep this file free of project imports: drizzle-kit loads it on its own.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const legacyAssertions = pgTable(
  'legacy_assertions',
  {
    jti: text('jti').primaryKey(),
    /** The older service's uid (`sub`) the assertion named. */
    rakuUid: text('raku_uid').notNull(),
    /** The launch the assertion was issued for ('kantanRegister', 'migration', …). */
    purpose: text('purpose').notNull(),
    /** SHA-256 (base64url) of the older service's access token handed on with this sign-in. */
    accessTokenHash: text('access_token_hash'),
    /** Until when that access token may finish the sign-in (syncMe, migrationComplete). */
    vouchedUntil: timestamp('vouched_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('legacy_assertions_access_token_hash').on(t.accessTokenHash),
    // Each redemption sweeps the rows past their time (legacy/assertions.ts).
    index('legacy_assertions_vouched_until_idx').on(t.vouchedUntil),
  ],
);

export type LegacyAssertionRow = typeof legacyAssertions.$inferSelect;

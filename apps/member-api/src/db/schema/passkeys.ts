/**
 * Passkeys (WebAuthn credentials) of members and the challenges of their ceremonies (owned by
 * src/passkeys). Keep this file free of project imports: drizzle-kit loads it on its own.
 *
 * A challenge is handed to a browser, and the sign-in binding is a cookie: only their SHA-256
 * hashes are stored.
 */
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { members } from './members';

/** One passkey of a member; several per member. Unsubscribing deletes them (cascade). */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    /** The credential id (base64url), as the authenticator names it. */
    credentialId: text('credential_id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    /** The COSE public key (base64url). */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (32 bits unsigned); 0 for authenticators that do not count. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** The authenticator's transports (`internal`, `hybrid`, …) for the next allowCredentials. */
    transports: jsonb('transports').$type<string[]>().notNull(),
    /** `singleDevice` or `multiDevice` (synced by the phone's account). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** What the member sees in the profile's list. */
    deviceName: text('device_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkey_credentials_uid_idx').on(t.uid)],
);

/**
 * One challenge of a ceremony, taken once: `registration` for a signed-in member (`owner` is the
 * uid), `authentication` for a browser (`owner` is the SHA-256 of its binding cookie).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** SHA-256 (base64url) of the challenge. */
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    owner: text('owner').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

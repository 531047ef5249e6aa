/**
 * Tables of the carrier account (d-account) relay (owned by src/daccount). Hub spec §3
 * "Auth-register request", "D-account entry info", §4 "D-account flow".
 * Keep this file free of project imports: drizzle-kit loads it on its own.
 *
 * The one-time token and the browser binding are handed to browsers, so only their SHA-256
 * hashes are stored.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One carrier login started by the hub: issued by daccountEntry!authRegister, started once at the
 * relay page (one-time token), completed at the carrier's callback (the carrier subject).
 */
export const daccountEntries = pgTable(
  'daccount_entries',
  {
    /** SHA-256 (base64url) of the one-time token. */
    oneTimeTokenHash: text('one_time_token_hash').primaryKey(),
    /** The hub's rpState and rpNonce (11 characters each), sent to the carrier unchanged. */
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    /** The hub page the relay returns to; its query is the client query data. */
    redirectUrl: text('redirect_url').notNull(),
    clientData: jsonb('client_data').$type<Record<string, string>>().notNull(),
    /** 'issued' → 'started' (relay page opened) → 'completed' | 'failed'. */
    status: text('status').notNull(),
    /** SHA-256 of the browser binding cookie set by the relay page. */
    bindingHash: text('binding_hash'),
    /** PKCE verifier of the authorization request (until the callback uses it). */
    codeVerifier: text('code_verifier'),
    /** The carrier subject (`sub`), once completed. */
    daccountEntryUserId: text('daccount_entry_user_id'),
    /**
     * The nickname claim of the carrier's verified ID token (scope claim_all), once completed;
     * offered as the new member's nickname, never taken from the browser.
     */
    carrierNickname: text('carrier_nickname'),
    /** Why a login failed (logs and tests; never shown). */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The one-time token is refused after this; a completed entry is readable until it too. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Set when daccountEntry!token answered its custom token (once per carrier login). */
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('daccount_entries_binding_idx').on(t.bindingHash),
    index('daccount_entries_expires_idx').on(t.expiresAt),
    // A leaving member's carrier logins (members/member-owned.ts).
    index('daccount_entries_user_idx').on(t.daccountEntryUserId),
  ],
);

/**
 * The member uid of each carrier account. Written when the first custom token is issued
 * (a new carrier member's uid is 'DA-…'), so that the same carrier account always signs in as the
 * same uid, also before the member record exists.
 */
export const daccountLinks = pgTable('daccount_links', {
  daccountEntryUserId: text('daccount_entry_user_id').primaryKey(),
  uid: text('uid').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

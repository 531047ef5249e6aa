/**
 * Tables of the e-mail link flow and the authentication host (owned by src/mail and src/oidc).
 * Keep this file free of project imports: drizzle-kit loads it on its own.
 *
 * Secrets handed to browsers (referenceKey, code, secureCode) are stored only as SHA-256
 * hashes: a database leak does not give working keys. The Firebase sign-in link itself must be
 * answered back, so it is stored as is (30 minutes, one use).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One mailed sign-in link (hub spec §4 "E-mail link flow"). */
export const mailLinks = pgTable(
  'mail_links',
  {
    /** SHA-256 (base64url) of the referenceKey carried by the mailed URL. */
    referenceKeyHash: text('reference_key_hash').primaryKey(),
    email: text('email').notNull(),
    /** 'login' or 'register'. */
    mode: text('mode').notNull(),
    loginParamKey: text('login_param_key').notNull(),
    /** The Firebase e-mail sign-in link; never sent by mail, answered once by GET /mailLinks. */
    mailLink: text('mail_link').notNull(),
    /** 'api' (POST mailLinks!…) or 'smtp' (empty-mail registration). */
    source: text('source').notNull().default('api'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /**
     * The mail's short numeric code, typed in the browser that asked for the
     * mail: SHA-256 of the referenceKey hash and the code; null for links mailed without one.
     */
    codeHash: text('code_hash'),
    /** Failed code or address confirmations; at MAIL_CODE_MAX_ATTEMPTS neither is accepted any more. */
    codeAttempts: integer('code_attempts').notNull().default(0),
  },
  (t) => [
    index('mail_links_expires_idx').on(t.expiresAt),
    index('mail_links_login_param_key_idx').on(t.loginParamKey),
    // A leaving member's links (members/member-owned.ts).
    index('mail_links_email_idx').on(t.email),
  ],
);

/**
 * A hand-back from the hub to a client (POST /member/v1/authorization): code + secureCode,
 * one use, short-lived, bound to the client entry and the member.
 */
export const handBacks = pgTable(
  'hand_backs',
  {
    /** SHA-256 (base64url) of `code`. */
    codeHash: text('code_hash').primaryKey(),
    /** SHA-256 (base64url) of `secureCode`. */
    secureCodeHash: text('secure_code_hash').notNull(),
    uid: text('uid').notNull(),
    clientId: text('client_id').notNull(),
    returnUrl: text('return_url').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    /** Space-separated OIDC scopes (offline_access added when a refresh token was asked for). */
    scope: text('scope').notNull(),
    needsRefreshToken: boolean('needs_refresh_token').notNull().default(false),
    /**
     * When the member signed in at the hub (the Firebase ID token's auth_time): the provider's
     * login time, which `max_age` is checked against. Null on rows written before it was kept.
     */
    authTime: timestamp('auth_time', { withTimezone: true, mode: 'date' }),
    /** The client's PKCE challenge (S256) from the spec's entry, put into the provider request. */
    codeChallenge: text('code_challenge'),
    /** How the member signed in (RFC 8176 `amr` values, oidc/claims.ts amrOf); the ID token's `amr`. */
    amr: jsonb('amr').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when GET /memberbase/v1/authorization accepted it (the one use). */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** Set when the provider interaction was finished with it. */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('hand_backs_expires_idx').on(t.expiresAt),
    // A leaving member's hand-backs (members/member-owned.ts); every sign-in adds one.
    index('hand_backs_uid_idx').on(t.uid),
  ],
);

/** oidc-provider's storage (sessions, interactions, codes, tokens, grants), one row per model instance. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** Model name: Session, Interaction, AuthorizationCode, AccessToken, RefreshToken, Grant, … */
    type: text('type').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    // Every lookup by grant, uid or user code is within given models (a grant's codes and tokens,
    // a session by uid, a device code by user code): with the model in the same index the lookup
    // reads its own entries, where an index on the grant or uid alone lets the planner AND it with
    // every entry of those models in the primary key (it does when statistics are missing or stale).
    index('oidc_payloads_grant_type_idx').on(t.grantId, t.type),
    index('oidc_payloads_type_uid_idx').on(t.type, t.uid),
    index('oidc_payloads_type_user_code_idx').on(t.type, t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
    // The member a session, grant, code or token names (its payload's accountId): what a logout,
    // a leaving member and an ended unproven account delete (endGrantsOf). Without it each of them
    // reads the whole table, every member's tokens.
    index('oidc_payloads_account_idx').on(sql`(${t.payload} ->> 'accountId')`),
  ],
);

/**
 * One mailed e-mail change (profile spec §4 "E-mail change", POST /member/v1/mails!update): the
 * signed-in member `uid` asked to use `email`; the mailed link opens the profile's /valid page
 * with the referenceKey. PUT /member/v1/me/email applies it once, for that member, within 30 minutes.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    /** SHA-256 (base64url) of the referenceKey carried by the mailed URL. */
    referenceKeyHash: text('reference_key_hash').primaryKey(),
    uid: text('uid').notNull(),
    /** The new address (lower case). */
    email: text('email').notNull(),
    /** 'update', 'register' or 'authRegist' (the mail-link mode). */
    mode: text('mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when PUT me/email applied it (the one use). */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('email_changes_expires_idx').on(t.expiresAt),
    index('email_changes_uid_idx').on(t.uid),
    // A leaving member's address, asked for by another account (members/member-owned.ts).
    index('email_changes_email_idx').on(t.email),
  ],
);

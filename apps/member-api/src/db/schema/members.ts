/**
 * The member and what hangs on it alone: its service locks, its login histories, and the login
 * parameters of a sign-in (hub spec §3, §6; profile spec §3).
 * Keep this file free of project imports: drizzle-kit loads it on its own.
 */ import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A member: every field of "Member (me)" in the profile spec §3. `uid` is the Firebase uid.
 * Enumerations are stored by id; their names come from @member-hub/enums when answering.
 */
export const members = pgTable(
  'members',
  {
    uid: text('uid').primaryKey(),
    nickname: text('nickname').notNull(),
    /**
     * Uniqueness key of the nickname: NFKC-normalised, then lower-cased (see nicknameKey()).
     * 'Taro', 'TARO' and full-width 'ＴＡＲＯ' are the same nickname. UNIQUE in the database.
     */
    nicknameKey: text('nickname_key').notNull(),
    introduction: text('introduction').notNull().default(''),
    /** Preset file name (icon01..icon14), an uploaded 'file' name, or a storage path. */
    thumbnail: text('thumbnail').notNull().default(''),
    displayThumbnail: text('display_thumbnail').notNull().default(''),
    modifiedThumbnail: text('modified_thumbnail').notNull().default(''),
    imageType: text('image_type').notNull().default(''),
    /** YYYY-MM-DD; 1900-01-01 means not entered. */
    birthday: text('birthday').notNull().default('1900-01-01'),
    birthdaySource: text('birthday_source'),
    birthdayDisplay: integer('birthday_display').notNull().default(1),
    birthdayChangeCount: integer('birthday_change_count').notNull().default(0),
    prefectureId: integer('prefecture_id').notNull().default(0),
    city: text('city').notNull().default(''),
    sexId: integer('sex_id').notNull().default(0),
    interests: jsonb('interests')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    travelFrequencyId: integer('travel_frequency_id').notNull().default(0),
    habitSupplement: integer('habit_supplement').notNull().default(0),
    assetManagement: integer('asset_management').notNull().default(0),
    socialSkills: jsonb('social_skills')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    rakucomId: text('rakucom_id'),
    rakuUid: text('raku_uid'),
    rakuPW: text('raku_pw'),
    daccountEntryUserId: text('daccount_entry_user_id'),
    dPtNumberLast4Digits: text('d_pt_number_last4_digits'),
    seniorEntryUserId: text('senior_entry_user_id'),
    seniorEntryFlag: integer('senior_entry_flag').notNull().default(1),
    seniorEntryJoinDate: text('senior_entry_join_date'),
    seniorEntryDataSyncDate: text('senior_entry_data_sync_date'),
    shopKey: text('shop_key'),
    shopName: text('shop_name'),
    /** '1' normal (default). */
    memberStatus: text('member_status').notNull().default('1'),
    /** '1' community, '2' members service, '3' both. */
    serviceUsage: text('service_usage').notNull().default('1'),
    /** A paid service is registered: unsubscribe answers 403 (profile spec §8). */
    paidServiceActive: boolean('paid_service_active').notNull().default(false),
    createDate: timestamp('create_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateDate: timestamp('update_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_nickname_key_unique').on(t.nicknameKey),
    index('members_email_idx').on(t.email),
    index('members_rakucom_id_idx').on(t.rakucomId),
    // One member per carrier account (linkCarrierAccount's check holds under concurrency too).
    uniqueIndex('members_daccount_entry_user_id_unique')
      .on(t.daccountEntryUserId)
      .where(sql`${t.daccountEntryUserId} is not null`),
  ],
);

/**
 * A service lock: the member may not use the service with this id (hub spec §6). service_id is
 * the enums service-lock coding (`serviceLockIdOf`: '1004' community, '1006' membership).
 */
export const serviceLocks = pgTable(
  'service_locks',
  {
    id: serial('id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_locks_uid_service_unique').on(t.uid, t.serviceId)],
);

/** One line per sign-in or registration (hub spec §3 "Login history entry"). */
export const loginHistories = pgTable(
  'login_histories',
  {
    id: serial('id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    /** login, register, migration, d-account, kantan, or a provider label. */
    provider: text('provider').notNull(),
    /** Service code: '1' main service, '2' members service. */
    serviceName: text('service_name').notNull(),
    /** The return address of the sign-in, when sent. */
    returnUrl: text('return_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_histories_uid_idx').on(t.uid)],
);

/** Stored client data of a login request, fetched back by its unguessable key. */
export const loginParameters = pgTable(
  'login_parameters',
  {
    loginParamKey: text('login_param_key').primaryKey(),
    loginParam: text('login_param').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_parameters_expires_idx').on(t.expiresAt)],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;

/**
 * One operator action on a member's service locks (the `member` command, src/ops/member-cli.ts):
 * who did it (the operator's name), when, what (lock or unlock of which service) and why. Written
 * in the same transaction as the lock change, so a lock never changes without its line. Kept when
 * the member leaves (no foreign key): the record of what operators did outlives the member.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    /** 'lock' or 'unlock'. */
    action: text('action').notNull(),
    /** The service-lock id acted on (enums coding, as service_locks.service_id). */
    serviceId: text('service_id').notNull(),
    operator: text('operator').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_uid_idx').on(t.uid)],
);

/**
 * Tables of the bonus points and the purchase shop (membership variant, profile spec §3, §4, §7;
 * owned by src/queries/points.ts). Keep this file free of project imports outside db/schema/:
 * drizzle-kit loads it on its own.
 */
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { members } from './members';

/** Shops of device purchase, by service and phone number (the shop key). */
export const shops = pgTable(
  'shops',
  {
    /** The service whose shop list this is (its service id, e.g. '1006'). */
    serviceKey: text('service_key').notNull(),
    /** The shop's phone number without hyphens (10 or 11 digits). */
    tel: text('tel').notNull(),
    shopName: text('shop_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceKey, t.tel] })],
);

/**
 * One granted reward. Each reward of a class is granted once per member: the unique index makes a
 * second (or concurrent) grant of the same code insert nothing.
 */
export const pointHistories = pgTable(
  'point_histories',
  {
    id: serial('id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull(),
    className: text('class_name').notNull(),
    pointCode: integer('point_code').notNull(),
    point: integer('point').notNull(),
    /** The Japanese reason text the form matches (enums profileInputPointReasons). */
    pointReason: text('point_reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('point_histories_uid_class_code_unique').on(t.uid, t.className, t.pointCode),
    index('point_histories_uid_idx').on(t.uid),
  ],
);

/** A member's point balance; points are valid one year from `lastChangedAt`. */
export const pointBalances = pgTable('point_balances', {
  uid: text('uid')
    .primaryKey()
    .references(() => members.uid, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  lastChangedAt: timestamp('last_changed_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The push-token relation (hub spec §3 "Push-token relation"; owned by src/legacy): which member
 * uid holds each app's push (FCM) token, with the app's update date, and which service the
 * sign-in belongs to (`fireBaseAuth`). Shared by the migration login and the payout flow.
 * Keep this file free of project imports: drizzle-kit loads it on its own.
 *
 * One row per uid (primary key) and each token in at most one row (unique indexes): concurrent
 * writes for one uid serialise on the row, and two uids can never hold the same token.
 */
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const fcmTokenRelations = pgTable(
  'fcm_token_relations',
  {
    uid: text('uid').primaryKey(),
    rakucomFcmToken: text('rakucom_fcm_token'),
    rakucomUpdateDate: timestamp('rakucom_update_date', { withTimezone: true, mode: 'date' }),
    lamembersFcmToken: text('lamembers_fcm_token'),
    lamembersUpdateDate: timestamp('lamembers_update_date', { withTimezone: true, mode: 'date' }),
    /** 'rakucom' or 'lamembers': the service whose sign-in created the relation. */
    fireBaseAuth: text('fire_base_auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fcm_token_relations_rakucom_token_unique').on(t.rakucomFcmToken),
    uniqueIndex('fcm_token_relations_lamembers_token_unique').on(t.lamembersFcmToken),
  ],
);

export type FcmTokenRelationRow = typeof fcmTokenRelations.$inferSelect;

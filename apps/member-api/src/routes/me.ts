/**
 * The member record: GET/POST/PUT/DELETE /member/v1/me and POST /member/v1/me/loginHistories.
 * Hub spec §7, profile spec §3 and §7.
 */
import { memberApi, type CreateMeBody, type UpdateMeBody } from '@member-hub/api-client/contract';
import { DEFAULT_BIRTHDAY, DEFAULT_ICON, loginHistoryService } from '@member-hub/enums';
import { birthdayChangeOf, mergeServiceUsage, normalizeBirthday } from '@member-hub/validators';
import { eq, getTableName, sql, type Column, type Table } from 'drizzle-orm';

import type { Tx } from '../db/client';
import { isUniqueViolation } from '../db/client';
import { loginHistories, members, serviceLocks, type MemberRow, type NewMemberRow } from '../db/schema';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { assertServiceNotLocked, locksOf } from '../members/locks';
import { toMeResponse } from '../members/me-response';
import { nicknameKey, THUMBNAIL_BUCKET } from '../members/normalise';

import { defineModule } from './types';

const memberNotFound = () =>
  new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');

/** Maps a unique violation to the 409 the caller can act on. */
function conflictOf(error: unknown): ApiError | undefined {
  if (isUniqueViolation(error, 'members_nickname_key_unique')) {
    return new ApiError(409, 'nickname.taken', 'The nickname is used by another member.');
  }
  if (isUniqueViolation(error, 'members_pkey')) {
    return new ApiError(409, 'member.exists', 'A member record already exists for this user.');
  }
  return undefined;
}

type ProfileInput = Partial<Omit<CreateMeBody, 'memberStatus' | 'serviceUsage'>>;

/** Columns set from the profile payload fields that were sent. Shared by create and update. */
function profileColumns(body: ProfileInput): Partial<NewMemberRow> {
  const out: Partial<NewMemberRow> = {};
  if (body.nickname !== undefined) {
    out.nickname = body.nickname;
    out.nicknameKey = nicknameKey(body.nickname);
  }
  if (body.prefecture !== undefined) out.prefectureId = body.prefecture;
  // city and introduction arrive with '\n' line breaks: the contract's validators schemas normalise them.
  if (body.city !== undefined) out.city = body.city;
  // An empty thumbnail never overwrites a stored one.
  if (body.thumbnail) out.thumbnail = body.thumbnail;
  if (body.introduction !== undefined) out.introduction = body.introduction;
  if (body.sex !== undefined) out.sexId = body.sex;
  if (body.phone !== undefined) out.phone = body.phone;
  if (body.birthdayDisplay !== undefined) out.birthdayDisplay = body.birthdayDisplay;
  if (body.interests !== undefined) out.interests = [...new Set(body.interests)];
  if (body.email !== undefined && body.email !== '') out.email = body.email;
  if (body.assetManagement !== undefined) out.assetManagement = body.assetManagement;
  if (body.habitSupplement !== undefined) out.habitSupplement = body.habitSupplement;
  if (body.travelFrequency !== undefined) out.travelFrequencyId = body.travelFrequency;
  if (body.socialSkills !== undefined) out.socialSkills = [...new Set(body.socialSkills)];
  if (body.rakucomId !== undefined) out.rakucomId = body.rakucomId || null;
  if (body.daccountEntryUserId !== undefined) out.daccountEntryUserId = body.daccountEntryUserId || null;
  if (body.dPtNumberLast4Digits !== undefined) out.dPtNumberLast4Digits = body.dPtNumberLast4Digits || null;
  if (body.seniorEntryUserId !== undefined) out.seniorEntryUserId = body.seniorEntryUserId || null;
  if (body.seniorEntryFlag !== undefined) out.seniorEntryFlag = body.seniorEntryFlag;
  if (body.seniorEntryJoinDate !== undefined) out.seniorEntryJoinDate = body.seniorEntryJoinDate;
  if (body.seniorEntryDataSyncDate !== undefined) out.seniorEntryDataSyncDate = body.seniorEntryDataSyncDate;
  if (body.shopKey !== undefined) out.shopKey = body.shopKey || null;
  return out;
}

/** The thumbnail value → the file to delete with the member (uploaded files only). */
function uploadedFileOf(thumbnail: string): { bucket: string; filename: string } | undefined {
  const [bucket, filename, extra] = thumbnail.split('/');
  return bucket === THUMBNAIL_BUCKET && filename && extra === undefined ? { bucket, filename } : undefined;
}

/** "table"."column", whatever the query around it renders for a bare column. */
function qualified(table: Table, column: Column) {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

async function findMember(tx: Tx, uid: string, forUpdate = false): Promise<MemberRow | undefined> {
  const query = tx.select().from(members).where(eq(members.uid, uid)).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export const meModule = defineModule({
  name: 'me',
  register(app, deps) {
    const publicApiOrigin = deps.config.publicApiOrigin;
    // GET /me is the hottest call: one prepared round trip for the member and its locks.
    // Every column is written table-qualified: in a single-table select Drizzle renders a column
    // inside sql`` unqualified, and the correlated "uid" = "uid" then matched every member's locks.
    const lockId = qualified(serviceLocks, serviceLocks.serviceId);
    const locksOfMember = sql<
      string[]
    >`coalesce((select json_agg(${lockId} order by ${lockId}) from ${serviceLocks} where ${qualified(serviceLocks, serviceLocks.uid)} = ${qualified(members, members.uid)}), '[]'::json)`;
    const getMember = deps.db
      .select({ member: members, locks: locksOfMember })
      .from(members)
      .where(eq(members.uid, sql.placeholder('uid')))
      .limit(1)
      .prepare('member_api_get_me');

    mountRoutes(app, deps, [
      defineRoute(memberApi.getMe, async ({ user, query }) => {
        const [found] = await getMember.execute({ uid: user.uid });
        if (!found) throw memberNotFound();
        const locks = found.locks.map((serviceId) => ({ serviceId }));
        return toMeResponse(found.member, locks, {
          withRegisterNum: query.registerNum === '1',
          publicApiOrigin,
        });
      }),

      defineRoute(memberApi.createMe, async ({ user, body, deps: { db, now } }) => {
        const birthday = normalizeBirthday(body.birthday);
        const at = now();
        const values: NewMemberRow = {
          ...profileColumns(body),
          uid: user.uid,
          nickname: body.nickname,
          nicknameKey: nicknameKey(body.nickname),
          thumbnail: body.thumbnail || DEFAULT_ICON,
          birthday,
          birthdaySource: birthday === DEFAULT_BIRTHDAY ? null : 'user',
          // The e-mail of the signed-in identity when the payload has none.
          email: body.email || user.email || '',
          memberStatus: body.memberStatus,
          serviceUsage: body.serviceUsage,
          createDate: at,
          updateDate: at,
        };
        try {
          const row = await db.transaction(async (tx) => {
            const [inserted] = await tx.insert(members).values(values).returning();
            return inserted!;
          });
          return toMeResponse(row, [], { withRegisterNum: false, publicApiOrigin });
        } catch (error) {
          throw conflictOf(error) ?? error;
        }
      }),

      defineRoute(memberApi.updateMe, async ({ user, body, deps: { db, now } }) => {
        try {
          const { row, locks } = await db.transaction(async (tx) => {
            const current = await findMember(tx, user.uid, true);
            if (!current) throw memberNotFound();
            const changes: Partial<NewMemberRow> = profileColumns(body as UpdateMeBody);
            if (body.birthday !== undefined) {
              const change = birthdayChangeOf(current, body.birthday);
              if (change.kind === 'limit') {
                throw new ApiError(400, 'validation.failed', 'The birthday may not be changed again.', [
                  {
                    path: 'body.birthday',
                    code: 'birthday.change_limit',
                    message: 'birthday change limit reached',
                  },
                ]);
              }
              if (change.kind === 'set') {
                changes.birthday = change.birthday;
                changes.birthdayChangeCount = change.birthdayChangeCount;
                changes.birthdaySource = change.birthday === DEFAULT_BIRTHDAY ? null : 'user';
              }
            }
            // memberStatus belongs to the server once the member exists; serviceUsage only grows.
            changes.serviceUsage = mergeServiceUsage(current.serviceUsage, body.serviceUsage);
            changes.updateDate = now();
            const [updated] = await tx
              .update(members)
              .set(changes)
              .where(eq(members.uid, user.uid))
              .returning();
            return { row: updated!, locks: await locksOf(tx, user.uid) };
          });
          return toMeResponse(row, locks, { withRegisterNum: false, publicApiOrigin });
        } catch (error) {
          throw conflictOf(error) ?? error;
        }
      }),

      defineRoute(memberApi.deleteMe, async ({ user, deps: { db, identity, blobStore }, log }) => {
        const thumbnail = await db.transaction(async (tx) => {
          const current = await findMember(tx, user.uid, true);
          if (!current) throw memberNotFound();
          if (current.paidServiceActive) {
            throw new ApiError(
              403,
              'member.paid_service',
              'A paid service is registered; the member cannot leave.',
            );
          }
          // Locks and histories go with the member (ON DELETE CASCADE).
          await tx.delete(members).where(eq(members.uid, user.uid));
          // Inside the transaction: if the identity cannot be deleted, the member stays.
          await identity.deleteUser(user.uid);
          return current.thumbnail;
        });
        const file = uploadedFileOf(thumbnail);
        if (file)
          await blobStore
            .delete(file.bucket, file.filename)
            .catch((error: unknown) => log.warn({ err: error }, 'thumbnail not deleted'));
      }),

      defineRoute(memberApi.addLoginHistory, async ({ user, body, deps: { db } }) => {
        await db.transaction(async (tx) => {
          const current = await findMember(tx, user.uid);
          if (!current) throw memberNotFound();
          // A login history is written when the member signs in to a service, so it acts for that
          // service: a lock on it answers 403 member.locked.
          await assertServiceNotLocked(tx, user.uid, loginHistoryService[body.serviceName]);
          await tx.insert(loginHistories).values({
            uid: user.uid,
            provider: body.provider,
            serviceName: body.serviceName,
            returnUrl: body.returnUrl ?? null,
          });
        });
      }),
    ]);
  },
});

/**
 * The member record: GET/POST/PUT/DELETE /member/v1/me and POST /member/v1/me/loginHistories.
 * Hub spec §7, profile spec §3 and §7.
 */
import { memberApi, type CreateMeBody, type UpdateMeBody } from '@member-hub/api-client/contract';
import { DEFAULT_BIRTHDAY, DEFAULT_ICON, loginHistoryService } from '@member-hub/enums';
import { birthdayChangeOf, mergeServiceUsage, normalizeBirthday } from '@member-hub/validators';
import { asc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../db/client';
import { isUniqueViolation } from '../db/client';
import { qualified } from '../db/qualified';
import {
  loginHistories,
  members,
  pointHistories,
  serviceLocks,
  type MemberRow,
  type NewMemberRow,
} from '../db/schema';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { assertServiceNotLocked, locksOf } from '../members/locks';
import { deleteMemberOwnedRows } from '../members/member-owned';
import { assertRecentSignIn } from '../members/recent-sign-in';
import { assertIdentityAccepted } from '../members/sign-in-check';
import { type MePointHistoryRow, toMeResponse } from '../members/me-response';
import { nicknameKey, THUMBNAIL_BUCKET } from '../members/normalise';
import {
  acceptedThumbnail,
  memberEmailOf,
  NEW_MEMBER_STATUS,
  provenDaccountEntryUserId,
  ThumbnailNames,
  withoutServerOwned,
} from '../members/server-owned';

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

/** The member's point history for the record on the wire (every service and class, oldest first). */
async function pointHistoryOf(tx: Tx, uid: string): Promise<MePointHistoryRow[]> {
  return tx
    .select({
      pointReason: pointHistories.pointReason,
      pointCode: pointHistories.pointCode,
      createdAt: pointHistories.createdAt,
    })
    .from(pointHistories)
    .where(eq(pointHistories.uid, uid))
    .orderBy(asc(pointHistories.id));
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
    const thumbnailNames = new ThumbnailNames(deps.uploadSigner.deriveKey('thumbnail-owner'));
    // GET /me is the hottest call: one prepared round trip for the member and its locks.
    // Every column is written table-qualified: in a single-table select Drizzle renders a column
    // inside sql`` unqualified, and the correlated "uid" = "uid" then matched every member's locks.
    const lockId = qualified(serviceLocks, serviceLocks.serviceId);
    const locksOfMember = sql<
      string[]
    >`coalesce((select json_agg(${lockId} order by ${lockId}) from ${serviceLocks} where ${qualified(serviceLocks, serviceLocks.uid)} = ${qualified(members, members.uid)}), '[]'::json)`;
    // The point history rides along the same way (profile spec §3: pointHistory is a member field).
    const historyId = qualified(pointHistories, pointHistories.id);
    const historyOfMember = sql<
      MePointHistoryRow[]
    >`coalesce((select json_agg(json_build_object('pointReason', ${qualified(pointHistories, pointHistories.pointReason)}, 'pointCode', ${qualified(pointHistories, pointHistories.pointCode)}, 'createdAt', ${qualified(pointHistories, pointHistories.createdAt)}) order by ${historyId}) from ${pointHistories} where ${qualified(pointHistories, pointHistories.uid)} = ${qualified(members, members.uid)}), '[]'::json)`;
    const getMember = deps.db
      .select({ member: members, locks: locksOfMember, pointHistory: historyOfMember })
      .from(members)
      .where(eq(members.uid, sql.placeholder('uid')))
      .limit(1)
      .prepare('member_api_get_me');

    mountRoutes(app, deps, [
      defineRoute(memberApi.getMe, async ({ user }) => {
        const [found] = await getMember.execute({ uid: user.uid });
        if (!found) throw memberNotFound();
        const locks = found.locks.map((serviceId) => ({ serviceId }));
        return toMeResponse(found.member, locks, {
          publicApiOrigin,
          pointHistory: found.pointHistory,
        });
      }),

      defineRoute(memberApi.createMe, async ({ user, body, deps: { db, now } }) => {
        // Only an identity that proved its address (e-mail link, Google) or the server's own custom
        // token becomes a member: anyone can sign any address up with a password through the
        // public API key, and a member made that way would be waiting for the owner's first link.
        assertIdentityAccepted(user);
        const birthday = normalizeBirthday(body.birthday);
        const at = now();
        // Server-owned fields (members/server-owned.ts): the e-mail is the verified
        // token's, memberStatus is '1', linkage ids only when the server proved them.
        const values: NewMemberRow = {
          ...profileColumns(withoutServerOwned(body)),
          uid: user.uid,
          nickname: body.nickname,
          nicknameKey: nicknameKey(body.nickname),
          thumbnail: acceptedThumbnail(thumbnailNames, user.uid, undefined, body.thumbnail) ?? DEFAULT_ICON,
          birthday,
          birthdaySource: birthday === DEFAULT_BIRTHDAY ? null : 'user',
          email: memberEmailOf(user),
          daccountEntryUserId:
            (await provenDaccountEntryUserId(db, user.uid, undefined, body.daccountEntryUserId)) ?? null,
          memberStatus: NEW_MEMBER_STATUS,
          serviceUsage: body.serviceUsage,
          createDate: at,
          updateDate: at,
        };
        try {
          const row = await db.transaction(async (tx) => {
            const [inserted] = await tx.insert(members).values(values).returning();
            return inserted!;
          });
          return toMeResponse(row, [], { publicApiOrigin });
        } catch (error) {
          throw conflictOf(error) ?? error;
        }
      }),

      defineRoute(memberApi.updateMe, async ({ user, body, deps: { db, now } }) => {
        try {
          const { row, locks, pointHistory } = await db.transaction(async (tx) => {
            const current = await findMember(tx, user.uid, true);
            if (!current) throw memberNotFound();
            const changes: Partial<NewMemberRow> = profileColumns(withoutServerOwned(body as UpdateMeBody));
            // Server-owned fields (members/server-owned.ts).
            const thumbnail = acceptedThumbnail(thumbnailNames, user.uid, current.thumbnail, body.thumbnail);
            if (thumbnail) changes.thumbnail = thumbnail;
            else delete changes.thumbnail;
            const daccountEntryUserId = await provenDaccountEntryUserId(
              tx,
              user.uid,
              current,
              body.daccountEntryUserId,
            );
            if (daccountEntryUserId) changes.daccountEntryUserId = daccountEntryUserId;
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
            return {
              row: updated!,
              locks: await locksOf(tx, user.uid),
              pointHistory: await pointHistoryOf(tx, user.uid),
            };
          });
          return toMeResponse(row, locks, { publicApiOrigin, pointHistory });
        } catch (error) {
          throw conflictOf(error) ?? error;
        }
      }),

      defineRoute(memberApi.deleteMe, async ({ user, deps: { db, identity, blobStore, now }, log }) => {
        // Leaving cannot be undone: only right after a sign-in (members/recent-sign-in.ts).
        assertRecentSignIn(user, now());
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
          // Every row tied to the member, in every table that holds one of its keys (relations,
          // carrier links and logins, e-mail changes, mailed links, hand-backs, histories, points),
          // and the authentication host's sessions, grants, codes and tokens of every sibling
          // service: nothing is left that a later sign-in could pick up again.
          await deleteMemberOwnedRows(tx, current);
          // Inside the transaction: if the identity cannot be deleted, the member stays.
          await identity.deleteUser(user.uid);
          return current.thumbnail;
        });
        const file = uploadedFileOf(thumbnail);
        // Only the member's own upload (a value stored before the ownership check may name
        // another member's file).
        if (file && thumbnailNames.ownedBy(file.filename, user.uid))
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

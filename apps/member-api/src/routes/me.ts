/**
 * The member record: GET/POST/PUT/DELETE /member/v1/me and POST /member/v1/me/loginHistories.
 * Hub spec §7, profile spec §3 and §7.
 */
import { memberApi, type UpdateMeBody } from '@member-hub/api-client/contract';
import { DEFAULT_BIRTHDAY, DEFAULT_ICON, loginHistoryService } from '@member-hub/enums';
import { birthdayChangeOf, mergeServiceUsage, normalizeBirthday } from '@member-hub/validators';

import { isUniqueViolation } from '../db/client';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { assertServiceNotLocked } from '../members/locks';
import { toMeResponse } from '../members/me-response';
import { deleteMemberOwnedRows } from '../members/member-owned';
import { nicknameKey, THUMBNAIL_BUCKET } from '../members/normalise';
import { profileColumns } from '../members/profile-columns';
import { assertRecentSignIn } from '../members/recent-sign-in';
import {
  acceptedThumbnail,
  memberEmailOf,
  NEW_MEMBER_STATUS,
  provenDaccountEntryUserId,
  ThumbnailNames,
  withoutServerOwned,
} from '../members/server-owned';
import { assertIdentityAccepted } from '../members/sign-in-check';
import { insertLoginHistory } from '../queries/login-histories';
import {
  findMe,
  findMember,
  insertMember,
  type MeRow,
  type NewMemberRow,
  prepareGetMe,
  updateMember,
} from '../queries/members';

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

/** The thumbnail value → the file to delete with the member (uploaded files only). */
function uploadedFileOf(thumbnail: string): { bucket: string; filename: string } | undefined {
  const [bucket, filename, extra] = thumbnail.split('/');
  return bucket === THUMBNAIL_BUCKET && filename && extra === undefined ? { bucket, filename } : undefined;
}

export const meModule = defineModule({
  name: 'me',
  register(app, deps) {
    const publicApiOrigin = deps.config.publicApiOrigin;
    const thumbnailNames = new ThumbnailNames(deps.uploadSigner.deriveKey('thumbnail-owner'));
    const meResponseOf = ({ member, locks, pointHistory }: MeRow) =>
      toMeResponse(
        member,
        locks.map((serviceId) => ({ serviceId })),
        { publicApiOrigin, pointHistory },
      );
    const getMe = prepareGetMe(deps.db);

    mountRoutes(app, deps, [
      defineRoute(memberApi.getMe, async ({ user }) => {
        const found = await getMe(user.uid);
        if (!found) throw memberNotFound();
        return meResponseOf(found);
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
          const row = await db.transaction((tx) => insertMember(tx, values));
          return toMeResponse(row, [], { publicApiOrigin });
        } catch (error) {
          throw conflictOf(error) ?? error;
        }
      }),

      defineRoute(memberApi.updateMe, async ({ user, body, deps: { db, now } }) => {
        try {
          const updated = await db.transaction(async (tx) => {
            const current = await findMember(tx, user.uid, { forUpdate: true });
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
            await updateMember(tx, user.uid, changes);
            return (await findMe(tx, user.uid))!;
          });
          return meResponseOf(updated);
        } catch (error) {
          throw conflictOf(error) ?? error;
        }
      }),

      defineRoute(memberApi.deleteMe, async ({ user, deps: { db, identity, blobStore, now }, log }) => {
        // Leaving cannot be undone: only right after a sign-in (members/recent-sign-in.ts).
        assertRecentSignIn(user, now());
        const thumbnail = await db.transaction(async (tx) => {
          const current = await findMember(tx, user.uid, { forUpdate: true });
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
          await insertLoginHistory(tx, {
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

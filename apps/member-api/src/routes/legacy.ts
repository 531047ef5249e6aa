/**
 * The older community service's calls (hub spec §3, §4, §7): migration (rakuUser, syncMe,
 * migrationComplete, me/rakucomToken, me/registerNum) here, kantan (kantanAuth with the password
 * change, kantanRegister, kantanAuthRegister) and the game user in ./legacy-kantan.ts; the
 * push-token relation and the payout are in ./push-relations.ts. The older service is reached
 * only through src/legacy/legacy-service.ts (URL + API key); what its calls share, and how a
 * launch assertion vouches for a sign-in, is src/legacy/older-service-calls.ts.
 */
import { memberApi } from '@member-hub/api-client/contract';
import { DEFAULT_BIRTHDAY, DEFAULT_ICON } from '@member-hub/enums';
import { normalizeBirthday } from '@member-hub/validators';

import { isUniqueViolation } from '../db/client';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { assertionErrors } from '../legacy/assertions';
import {
  legacyLocked,
  olderServiceCalls,
  withLegacy,
  type OlderServiceOptions,
} from '../legacy/older-service-calls';
import { toMeResponse } from '../members/me-response';
import { nicknameKey } from '../members/normalise';
import { assertRecentSignIn } from '../members/recent-sign-in';
import { NEW_MEMBER_STATUS } from '../members/server-owned';
import { assertIdentityAccepted } from '../members/sign-in-check';
import { insertMember, registerNumOf, updateMember, type NewMemberRow } from '../queries/members';

import { kantanRoutes } from './legacy-kantan';
import { defineModule } from './types';

const memberNotFound = () =>
  new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');

export type LegacyModuleOptions = OlderServiceOptions;

export function createLegacyModule(options: LegacyModuleOptions = {}) {
  return defineModule({
    name: 'legacy',
    register(app, deps) {
      const calls = olderServiceCalls(deps, options);

      mountRoutes(app, deps, [
        defineRoute(memberApi.getRakuUser, async ({ query, log }) => {
          const verified = query.assertion
            ? await calls.assertions.verify(query.assertion, 'migration')
            : undefined;
          const found = await withLegacy(() => calls.legacy.userByToken(query.accessToken));
          await calls.requireVouched(verified, 'migration', query.accessToken, found.user, found.accessToken);
          log.info(
            { call: 'rakuUser', rakucomId: found.user.rakucomId, info: query.additionalInfoForLog },
            'migration user fetched',
          );
          return {
            accessToken: found.accessToken,
            customToken: query.needsCreateCustomToken === 'true' ? await calls.customTokenOf(found.user) : '',
            user: {
              uid: found.user.uid,
              nickname: found.user.nickname,
              birthday: found.user.birthday,
              phone: found.user.phone,
              rakucomId: found.user.rakucomId,
              locked: found.user.locked,
            },
          };
        }),

        defineRoute(memberApi.syncMe, async ({ user, body, deps: { db, now } }) => {
          // The member is created here as by POST /me: only an identity that proved its address
          // (e-mail link, Google) or the server's own custom token.
          assertIdentityAccepted(user);
          const found = await withLegacy(() => calls.legacy.userByToken(body.accessToken));
          if (!(await calls.assertions.isVouched(body.accessToken, found.user.uid)))
            throw assertionErrors.required();
          if (found.user.locked) throw legacyLocked();
          const { accessToken: _token, ...profile } = body;
          const birthday = normalizeBirthday(profile.birthday);
          const at = now();
          const values: NewMemberRow = {
            uid: user.uid,
            nickname: profile.nickname,
            nicknameKey: nicknameKey(profile.nickname),
            thumbnail: profile.thumbnail || DEFAULT_ICON,
            introduction: profile.introduction ?? '',
            city: profile.city ?? '',
            prefectureId: profile.prefecture ?? 0,
            sexId: profile.sex ?? 0,
            interests: profile.interests ?? [],
            phone: profile.phone ?? '',
            birthday,
            birthdaySource: birthday === DEFAULT_BIRTHDAY ? null : 'legacy',
            email: profile.email || user.email || '',
            rakucomId: found.user.rakucomId,
            rakuUid: found.user.uid,
            memberStatus: NEW_MEMBER_STATUS, // server-owned (members/server-owned.ts)
            serviceUsage: profile.serviceUsage,
            createDate: at,
            updateDate: at,
          };
          try {
            const row = await insertMember(db, values);
            return toMeResponse(row, [], { publicApiOrigin: deps.config.publicApiOrigin });
          } catch (error) {
            if (isUniqueViolation(error, 'members_nickname_key_unique'))
              throw new ApiError(400, 'sync.nickname_taken', 'The nickname is used by another member.');
            if (isUniqueViolation(error, 'members_pkey'))
              throw new ApiError(409, 'member.exists', 'A member record already exists for this user.');
            throw error;
          }
        }),

        defineRoute(memberApi.migrationComplete, async ({ body }) => {
          const found = await withLegacy(() => calls.legacy.userByToken(body.accessToken));
          if (!(await calls.assertions.isVouched(body.accessToken, found.user.uid)))
            throw assertionErrors.required();
          await withLegacy(() => calls.legacy.completeMigration(body.accessToken));
          // The sign-in is complete: the token finishes nothing more.
          await calls.assertions.release(body.accessToken);
          return undefined as never;
        }),

        defineRoute(memberApi.updateRakucomToken, async ({ user, body, deps: { db, now } }) => {
          const found = await withLegacy(() => calls.legacy.userByToken(body.accessToken));
          try {
            const linked = await updateMember(db, user.uid, {
              rakucomId: found.user.rakucomId,
              rakuUid: found.user.uid,
              updateDate: now(),
            });
            if (!linked) throw memberNotFound();
          } catch (error) {
            if (isUniqueViolation(error))
              throw new ApiError(409, 'member.exists', 'Already linked to another member.');
            throw error;
          }
          return undefined as never;
        }),

        // The registration-number section of the profile edit: the one place the stored password
        // is shown, and only to a member who signed in within the last minutes (a stolen or
        // left-open session older than that cannot read it).
        defineRoute(memberApi.getRegisterNum, async ({ user, deps: { db, now } }) => {
          assertRecentSignIn(user, now());
          const member = await registerNumOf(db, user.uid);
          if (!member) throw memberNotFound();
          return {
            rakucomId: member.rakucomId ?? '',
            rakuUid: member.rakuUid ?? '',
            rakuPW: calls.cipher.decrypt(member.rakuPW),
          };
        }),

        ...kantanRoutes(calls),
      ]);

      return { close: () => calls.lockout.close() };
    },
  });
}

export const legacyModule = createLegacyModule();

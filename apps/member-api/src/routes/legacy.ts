/**
 * The older community service's calls (hub spec §3, §4, §7): migration (rakuUser, syncMe,
 * migrationComplete, me/rakucomToken), kantan (kantanAuth with the password change,
 * kantanRegister, kantanAuthRegister) and the game user; the push-token relation and the payout
 * are in ./push-relations.ts. The older service is reached only through
 * src/legacy/legacy-service.ts (URL + API key).
 *
 * A phone number, a handset model, a sid or an access token in the browser's hands only names an
 * older-service account. The older service vouches for the sign-in with a launch assertion
 * (src/legacy/assertions.ts): the first call of each launch (rakuUser, kantanRegister,
 * kantanAuthRegister, gameUser) redeems it, and the later steps (rakuUser again, syncMe,
 * migrationComplete) accept only the access token it vouched for.
 */
import { memberApi, type KantanResponse } from '@member-hub/api-client/contract';
import { DEFAULT_BIRTHDAY, DEFAULT_ICON, KANTAN_SID, KantanResult, MemberStatus } from '@member-hub/enums';
import { normalizeBirthday } from '@member-hub/validators';
import { and, eq } from 'drizzle-orm';

import { isUniqueViolation } from '../db/client';
import { members, type NewMemberRow } from '../db/schema';
import type { Deps } from '../deps';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { tokenOrNone } from '../legacy/fcm-relations';
import {
  assertionErrors,
  LegacyAssertions,
  type AssertionPurpose,
  type VerifiedAssertion,
} from '../legacy/assertions';
import { KantanLockout } from '../legacy/kantan-lockout';
import { assertRecentSignIn } from '../members/recent-sign-in';
import {
  HttpLegacyService,
  LegacyServiceError,
  type LegacyKantanAnswer,
  type LegacyService,
  type LegacyUser,
} from '../legacy/legacy-service';
import { legacyPasswordKeyOf, PasswordCipher } from '../legacy/password-cipher';
import { toMeResponse } from '../members/me-response';
import { nicknameKey } from '../members/normalise';
import { NEW_MEMBER_STATUS } from '../members/server-owned';

import { defineModule } from './types';

/** The older service's failures as the API's stable codes (403: passed on to the hub's page). */
function legacyError(error: unknown): unknown {
  if (!(error instanceof LegacyServiceError)) return error;
  if (error.kind === 'expired')
    return new ApiError(403, 'legacy.token_expired', 'The access token has expired.');
  if (error.kind === 'invalid')
    return new ApiError(403, 'legacy.token_invalid', 'The access token is not known.');
  return new ApiError(503, 'server.unavailable', 'The older community service is unavailable.');
}

async function withLegacy<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw legacyError(error);
  }
}

const noTokens = (resultCode: KantanResponse['resultCode']): KantanResponse => ({
  resultCode,
  customToken: '',
  accessToken: '',
  rakuId: '',
});

/** Only 1 and 4 pass through; anything else the older service says is the spec's error 3. */
const resultOf = (answer: LegacyKantanAnswer): KantanResponse['resultCode'] =>
  answer.resultCode === KantanResult.Success || answer.resultCode === KantanResult.BadCredentials
    ? answer.resultCode
    : KantanResult.Error;

export interface LegacyModuleOptions {
  /** Replace the HTTP adapter (tests of failure paths); default: LEGACY_SERVICE_URL + key. */
  legacyService?: LegacyService;
  /** Waits of the kantan slow-down (tests count them); default: real time. */
  sleep?: (ms: number) => Promise<void>;
}

export function createLegacyModule(options: LegacyModuleOptions = {}) {
  return defineModule({
    name: 'legacy',
    register(app, deps) {
      const { config } = deps;
      const legacy =
        options.legacyService ??
        new HttpLegacyService({ url: config.legacyService.url, apiKey: config.legacyService.apiKey });
      const cipher = new PasswordCipher(legacyPasswordKeyOf(config.legacyPasswordKey, config.profile));
      const lockout = KantanLockout.create(config.redisUrl, options.sleep);
      const assertions = new LegacyAssertions(deps);

      /** The member of an older-service account (by its registration number), if any. */
      async function memberUidOf(user: LegacyUser): Promise<string | undefined> {
        const [row] = await deps.db
          .select({ uid: members.uid })
          .from(members)
          .where(eq(members.rakucomId, user.rakucomId))
          .limit(1);
        return row?.uid;
      }

      /** The Firebase uid of an older-service account: its member's, else the older service's uid. */
      const uidOf = async (user: LegacyUser): Promise<string> => (await memberUidOf(user)) ?? user.uid;

      /**
       * The lockout's key of what was typed as the registration number: the older service's
       * account (the number and its uid spell one account), else the typed value itself.
       */
      async function accountKeyOf(typed: string): Promise<string> {
        const account = await withLegacy(() => legacy.accountOf(KantanLockout.keyOf(typed)));
        return account ? `account:${account.uid}` : `typed:${KantanLockout.keyOf(typed)}`;
      }

      /**
       * The launch's proof for a call that takes an older-service access token: a fresh launch
       * assertion (redeemed here, vouching for `handedOn`), else a token vouched for earlier in
       * the same sign-in.
       */
      async function requireVouched(
        verified: VerifiedAssertion | undefined,
        purpose: AssertionPurpose,
        presented: string,
        user: LegacyUser,
        handedOn: string,
      ): Promise<void> {
        if (verified) {
          await assertions.redeem(verified, purpose, user, handedOn);
          return;
        }
        if (!(await assertions.isVouched(presented, user.uid))) throw assertionErrors.required();
      }

      const customTokenOf = async (user: LegacyUser) =>
        deps.identity.createCustomToken(await uidOf(user), { rakucomId: user.rakucomId });

      /** A successful kantan answer with the custom token of the account's member. */
      async function kantanSuccess(answer: LegacyKantanAnswer): Promise<KantanResponse> {
        if (!answer.user || !answer.accessToken) return noTokens(KantanResult.Error);
        if (answer.user.locked) return noTokens(KantanResult.Error);
        return {
          resultCode: KantanResult.Success,
          customToken: await customTokenOf(answer.user),
          accessToken: answer.accessToken,
          rakuId: answer.rakuId ?? answer.user.rakucomId,
        };
      }

      /** Keeps the registration password of the account's member, encrypted (for GET /me/registerNum). */
      async function rememberPassword(rakucomId: string, password: string, at: Date, db: Deps['db']) {
        await db
          .update(members)
          .set({ rakuPW: cipher.encrypt(password), updateDate: at })
          .where(eq(members.rakucomId, rakucomId));
      }

      mountRoutes(app, deps, [
        // ---- Migration --------------------------------------------------------------------------
        defineRoute(memberApi.getRakuUser, async ({ query, log }) => {
          const verified = query.assertion
            ? await assertions.verify(query.assertion, 'migration')
            : undefined;
          const found = await withLegacy(() => legacy.userByToken(query.accessToken));
          await requireVouched(verified, 'migration', query.accessToken, found.user, found.accessToken);
          log.info(
            { call: 'rakuUser', rakucomId: found.user.rakucomId, info: query.additionalInfoForLog },
            'migration user fetched',
          );
          return {
            accessToken: found.accessToken,
            customToken: query.needsCreateCustomToken === 'true' ? await customTokenOf(found.user) : '',
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
          const found = await withLegacy(() => legacy.userByToken(body.accessToken));
          if (!(await assertions.isVouched(body.accessToken, found.user.uid)))
            throw assertionErrors.required();
          if (found.user.locked)
            throw new ApiError(403, 'legacy.locked', 'The older-service account is locked.');
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
            const [row] = await db.insert(members).values(values).returning();
            return toMeResponse(row!, [], { publicApiOrigin: deps.config.publicApiOrigin });
          } catch (error) {
            if (isUniqueViolation(error, 'members_nickname_key_unique'))
              throw new ApiError(400, 'sync.nickname_taken', 'The nickname is used by another member.');
            if (isUniqueViolation(error, 'members_pkey'))
              throw new ApiError(409, 'member.exists', 'A member record already exists for this user.');
            throw error;
          }
        }),

        defineRoute(memberApi.migrationComplete, async ({ body }) => {
          const found = await withLegacy(() => legacy.userByToken(body.accessToken));
          if (!(await assertions.isVouched(body.accessToken, found.user.uid)))
            throw assertionErrors.required();
          await withLegacy(() => legacy.completeMigration(body.accessToken));
          // The sign-in is complete: the token finishes nothing more.
          await assertions.release(body.accessToken);
          return undefined as never;
        }),

        defineRoute(memberApi.updateRakucomToken, async ({ user, body, deps: { db, now } }) => {
          const found = await withLegacy(() => legacy.userByToken(body.accessToken));
          try {
            const rows = await db
              .update(members)
              .set({ rakucomId: found.user.rakucomId, rakuUid: found.user.uid, updateDate: now() })
              .where(eq(members.uid, user.uid))
              .returning({ uid: members.uid });
            if (rows.length === 0)
              throw new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');
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
          const [member] = await db
            .select({ rakucomId: members.rakucomId, rakuUid: members.rakuUid, rakuPW: members.rakuPW })
            .from(members)
            .where(eq(members.uid, user.uid))
            .limit(1);
          if (!member)
            throw new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');
          return {
            rakucomId: member.rakucomId ?? '',
            rakuUid: member.rakuUid ?? '',
            rakuPW: cipher.decrypt(member.rakuPW),
          };
        }),

        // ---- Kantan -----------------------------------------------------------------------------
        defineRoute(memberApi.kantanAuth, async ({ body, user, log, clientIp, deps: { db, now } }) => {
          if (body.sid !== KANTAN_SID) return noTokens(KantanResult.Error);
          const changing = body.newpwd !== undefined && body.newpwd !== '';
          if (changing) {
            // Password change from the profile: the signed-in member's own older-service account.
            if (!user) throw new ApiError(401, 'auth.required', 'A bearer ID token is required.');
            const [member] = await db.select().from(members).where(eq(members.uid, user.uid)).limit(1);
            if (!member || (member.rakuUid !== body.uid && member.rakucomId !== body.uid))
              throw new ApiError(403, 'member.locked', "Not the signed-in member's registration number.");
            if (body.newpwd === body.pwd) return noTokens(KantanResult.Error);
            // Guessing the current password counts against the same account as the login.
            const counted = await accountKeyOf(body.uid);
            await lockout.refuseWhileLocked(counted, clientIp);
            const answer = await withLegacy(() => legacy.kantanAuth(body));
            const resultCode = resultOf(answer);
            if (resultCode === KantanResult.BadCredentials) await lockout.recordFailure(counted, clientIp);
            log.info(
              { call: 'kantanAuth', mode: 'password_change', resultCode, reason: answer.reason },
              'kantan',
            );
            if (resultCode === KantanResult.Success && member.rakucomId)
              await rememberPassword(member.rakucomId, body.newpwd!, now(), db);
            return noTokens(resultCode);
          }

          // One account, one count: the number and the older service's uid are resolved first.
          const counted = await accountKeyOf(body.uid);
          await lockout.refuseWhileLocked(counted, clientIp);
          const answer = await withLegacy(() => legacy.kantanAuth({ ...body, newpwd: undefined }));
          const resultCode = resultOf(answer);
          log.info({ call: 'kantanAuth', mode: 'login', resultCode, reason: answer.reason }, 'kantan');
          if (resultCode === KantanResult.BadCredentials) {
            await lockout.recordFailure(counted, clientIp);
            return noTokens(resultCode);
          }
          if (resultCode !== KantanResult.Success) return noTokens(resultCode);
          await lockout.reset(counted);
          const done = await kantanSuccess(answer);
          if (done.resultCode === KantanResult.Success && answer.user)
            await rememberPassword(answer.user.rakucomId, body.pwd, now(), db);
          return done;
        }),

        defineRoute(memberApi.kantanRegister, async ({ body, log }) => {
          if (body.sid !== KANTAN_SID) return noTokens(KantanResult.Error);
          // telno and modelno only name the account: without the older service's word, nothing
          // is asked of it (no answer tells whether a phone and a model match).
          const verified = await assertions.verify(body.assertion, 'kantanRegister');
          const answer = await withLegacy(() =>
            legacy.kantanRegister({ telno: body.telno, modelno: body.modelno, sid: body.sid }),
          );
          log.info(
            { call: 'kantanRegister', resultCode: answer.resultCode, reason: answer.reason },
            'kantan',
          );
          if (resultOf(answer) !== KantanResult.Success || !answer.user) return noTokens(resultOf(answer));
          await assertions.redeem(verified, 'kantanRegister', answer.user, answer.accessToken);
          // Registration never signs in an existing member: they sign in with what they own.
          if (await memberUidOf(answer.user))
            throw new ApiError(
              409,
              'kantan.member_exists',
              'The older-service account already has a member: sign in with the registration number or the e-mail address.',
            );
          return kantanSuccess(answer);
        }),

        defineRoute(memberApi.kantanAuthRegister, async ({ body, log, deps: { db, now } }) => {
          if (body.sid !== KANTAN_SID) return noTokens(KantanResult.Error);
          const { assertion, ...request } = body;
          const verified = await assertions.verify(assertion, 'kantanAuthRegister');
          const answer = await withLegacy(() =>
            legacy.kantanAuthRegister({
              ...request,
              token: tokenOrNone(body.token) ?? '',
              linkage_fcm_token: tokenOrNone(body.linkage_fcm_token) ?? '',
            }),
          );
          log.info(
            { call: 'kantanAuthRegister', resultCode: answer.resultCode, reason: answer.reason },
            'kantan',
          );
          if (resultOf(answer) !== KantanResult.Success || !answer.user) return noTokens(resultOf(answer));
          await assertions.redeem(verified, 'kantanAuthRegister', answer.user, answer.accessToken);
          const done = await kantanSuccess(answer);
          // Hub §4 "Identity": kantan auth-register (本会員登録) sets memberStatus 2 back to 1.
          if (done.resultCode === KantanResult.Success && answer.user)
            await db
              .update(members)
              .set({ memberStatus: MemberStatus.Normal, updateDate: now() })
              .where(
                and(
                  eq(members.rakucomId, answer.user.rakucomId),
                  eq(members.memberStatus, MemberStatus.SsoBlocked),
                ),
              );
          return done;
        }),

        // ---- Game registration (hub §4) -------------------------------------------------------
        defineRoute(memberApi.getGameUser, async ({ query, log, clientIp, deps: { rateLimiter } }) => {
          await enforceRateLimits(rateLimiter, ['legacyToken', clientIp]);
          const verified = await assertions.verify(query.assertion, 'game');
          const found = await withLegacy(() => legacy.gameUserByToken(query.token));
          await assertions.redeem(verified, 'game', found.user, found.accessToken);
          log.info({ call: 'gameUser', rakucomId: found.user.rakucomId }, 'game user fetched');
          if (found.user.locked)
            throw new ApiError(403, 'legacy.locked', 'The older-service account is locked.');
          return {
            accessToken: found.accessToken,
            customToken: await customTokenOf(found.user),
            user: {
              nickname: found.user.nickname,
              birthday: found.user.birthday,
              phone: found.user.phone,
              rakucomId: found.user.rakucomId,
              locked: found.user.locked,
            },
          };
        }),
      ]);

      return { close: () => lockout.close() };
    },
  });
}

export const legacyModule = createLegacyModule();

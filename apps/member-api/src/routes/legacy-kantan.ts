/**
 * The kantan calls of the older community service (hub spec §4, §7): kantanAuth with the
 * password change, kantanRegister, kantanAuthRegister, and the game user. Mounted by ./legacy.ts,
 * which holds what the older service's calls share (src/legacy/older-service-calls.ts).
 */
import { memberApi } from '@member-hub/api-client/contract';
import { KANTAN_SID, KantanResult } from '@member-hub/enums';

import { defineRoute, type RouteDefinition } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { tokenOrNone } from '../legacy/fcm-relations';
import {
  kantanNotMigrated,
  legacyLocked,
  noTokens,
  resultOf,
  withLegacy,
  type OlderServiceCalls,
} from '../legacy/older-service-calls';
import { findMember, unblockSsoOfRakucomId } from '../queries/members';

export function kantanRoutes(calls: OlderServiceCalls): RouteDefinition[] {
  return [
    defineRoute(memberApi.kantanAuth, async ({ body, user, log, clientIp, deps: { db, now } }) => {
      if (body.sid !== KANTAN_SID) return noTokens(KantanResult.Error);
      const changing = body.newpwd !== undefined && body.newpwd !== '';
      if (changing) {
        // Password change from the profile: the signed-in member's own older-service account.
        if (!user) throw new ApiError(401, 'auth.required', 'A bearer ID token is required.');
        const member = await findMember(db, user.uid);
        if (!member || (member.rakuUid !== body.uid && member.rakucomId !== body.uid))
          throw new ApiError(403, 'member.locked', "Not the signed-in member's registration number.");
        if (body.newpwd === body.pwd) return noTokens(KantanResult.Error);
        // Guessing the current password counts against the same account as the login.
        const counted = await calls.accountKeyOf(body.uid);
        await calls.lockout.refuseWhileLocked(counted, clientIp);
        const answer = await withLegacy(() => calls.legacy.kantanAuth(body));
        const resultCode = resultOf(answer);
        if (resultCode === KantanResult.BadCredentials) await calls.lockout.recordFailure(counted, clientIp);
        log.info(
          { call: 'kantanAuth', mode: 'password_change', resultCode, reason: answer.reason },
          'kantan',
        );
        if (resultCode === KantanResult.Success && member.rakucomId)
          await calls.rememberPassword(member.rakucomId, body.newpwd!, now());
        return noTokens(resultCode);
      }

      // One account, one count: the number and the older service's uid are resolved first.
      const counted = await calls.accountKeyOf(body.uid);
      await calls.lockout.refuseWhileLocked(counted, clientIp);
      const answer = await withLegacy(() => calls.legacy.kantanAuth({ ...body, newpwd: undefined }));
      const resultCode = resultOf(answer);
      log.info({ call: 'kantanAuth', mode: 'login', resultCode, reason: answer.reason }, 'kantan');
      if (resultCode === KantanResult.BadCredentials) {
        await calls.lockout.recordFailure(counted, clientIp);
        return noTokens(resultCode);
      }
      // The right password told apart from an outage (hub §8 "Service lock"): a stopped account
      // (the older service's reason `locked`, or its record) is refused as such, and an account
      // that has no member yet is told to move over first; neither gets a token (the sign-in
      // after it would find no usable member).
      if (answer.reason === 'locked' || answer.user?.locked) throw legacyLocked();
      if (resultCode !== KantanResult.Success) return noTokens(resultCode);
      await calls.lockout.reset(counted);
      if (answer.user && !(await calls.memberUidOf(answer.user))) throw kantanNotMigrated();
      const done = await calls.kantanSuccess(answer);
      if (done.resultCode === KantanResult.Success && answer.user)
        await calls.rememberPassword(answer.user.rakucomId, body.pwd, now());
      return done;
    }),

    defineRoute(memberApi.kantanRegister, async ({ body, log }) => {
      if (body.sid !== KANTAN_SID) return noTokens(KantanResult.Error);
      // telno and modelno only name the account: without the older service's word, nothing
      // is asked of it (no answer tells whether a phone and a model match).
      const verified = await calls.assertions.verify(body.assertion, 'kantanRegister');
      const answer = await withLegacy(() =>
        calls.legacy.kantanRegister({ telno: body.telno, modelno: body.modelno, sid: body.sid }),
      );
      log.info({ call: 'kantanRegister', resultCode: answer.resultCode, reason: answer.reason }, 'kantan');
      // A stopped account is refused as such, as the kantan login refuses it (hub §8 "Service
      // lock"): the member reads that the number cannot be used, not that the service is down.
      if (answer.reason === 'locked' || answer.user?.locked) throw legacyLocked();
      if (resultOf(answer) !== KantanResult.Success || !answer.user) return noTokens(resultOf(answer));
      await calls.assertions.redeem(verified, 'kantanRegister', answer.user, answer.accessToken);
      // Registration never signs in an existing member: they sign in with what they own.
      if (await calls.memberUidOf(answer.user))
        throw new ApiError(
          409,
          'kantan.member_exists',
          'The older-service account already has a member: sign in with the registration number or the e-mail address.',
        );
      return calls.kantanSuccess(answer);
    }),

    defineRoute(memberApi.kantanAuthRegister, async ({ body, log, deps: { db, now } }) => {
      if (body.sid !== KANTAN_SID) return noTokens(KantanResult.Error);
      const { assertion, ...request } = body;
      const verified = await calls.assertions.verify(assertion, 'kantanAuthRegister');
      const answer = await withLegacy(() =>
        calls.legacy.kantanAuthRegister({
          ...request,
          token: tokenOrNone(body.token) ?? '',
          linkage_fcm_token: tokenOrNone(body.linkage_fcm_token) ?? '',
        }),
      );
      log.info(
        { call: 'kantanAuthRegister', resultCode: answer.resultCode, reason: answer.reason },
        'kantan',
      );
      if (answer.reason === 'locked' || answer.user?.locked) throw legacyLocked();
      if (resultOf(answer) !== KantanResult.Success || !answer.user) return noTokens(resultOf(answer));
      await calls.assertions.redeem(verified, 'kantanAuthRegister', answer.user, answer.accessToken);
      const done = await calls.kantanSuccess(answer);
      // Hub §4 "Identity": kantan auth-register (本会員登録) sets memberStatus 2 back to 1.
      if (done.resultCode === KantanResult.Success && answer.user)
        await unblockSsoOfRakucomId(db, answer.user.rakucomId, now());
      return done;
    }),

    // Game registration (hub §4).
    defineRoute(memberApi.getGameUser, async ({ query, log, clientIp, deps: { rateLimiter } }) => {
      await enforceRateLimits(rateLimiter, ['legacyToken', clientIp]);
      const verified = await calls.assertions.verify(query.assertion, 'game');
      const found = await withLegacy(() => calls.legacy.gameUserByToken(query.token));
      await calls.assertions.redeem(verified, 'game', found.user, found.accessToken);
      log.info({ call: 'gameUser', rakucomId: found.user.rakucomId }, 'game user fetched');
      if (found.user.locked) throw legacyLocked();
      return {
        accessToken: found.accessToken,
        customToken: await calls.customTokenOf(found.user),
        user: {
          nickname: found.user.nickname,
          birthday: found.user.birthday,
          phone: found.user.phone,
          rakucomId: found.user.rakucomId,
          locked: found.user.locked,
        },
      };
    }),
  ];
}

/**
 * Login parameters (POST/GET /member/v1/login/parameter) and logout (GET /member/v1/logout).
 * Hub spec §3 "Login parameter", §7.
 */
import { randomBytes } from 'node:crypto';

import { memberApi } from '@member-hub/api-client/contract';

import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { endGrantsOf } from '../oidc/adapter';
import {
  deleteExpiredLoginParameters,
  insertLoginParameter,
  loginParamOf,
} from '../queries/login-parameters';

import { defineModule } from './types';

/**
 * How long saved login parameters can be restored. The spec has no value; they must outlive the
 * 30-minute mail link they travel with, so: 60 minutes.
 */
export const LOGIN_PARAM_TTL_MS = 60 * 60_000;
/** Largest loginParam text accepted (the client context is a few hundred bytes). */
export const LOGIN_PARAM_MAX_LENGTH = 8_192;

/** 32 random bytes, base64url: unguessable. */
export function newLoginParamKey(): string {
  return randomBytes(32).toString('base64url');
}

export const loginModule = defineModule({
  name: 'login',
  register(app, deps) {
    let saves = 0;
    mountRoutes(app, deps, [
      defineRoute(memberApi.saveLoginParam, async ({ body, clientIp, deps: { db, now, rateLimiter } }) => {
        await enforceRateLimits(rateLimiter, ['loginParameter', clientIp]);
        if (body.loginParam.length > LOGIN_PARAM_MAX_LENGTH) {
          throw new ApiError(400, 'validation.failed', 'loginParam is too long.', [
            {
              path: 'body.loginParam',
              code: 'too_big',
              message: `at most ${LOGIN_PARAM_MAX_LENGTH} characters`,
            },
          ]);
        }
        const at = now();
        const loginParamKey = newLoginParamKey();
        await insertLoginParameter(db, {
          loginParamKey,
          loginParam: body.loginParam,
          expiresAt: new Date(at.getTime() + LOGIN_PARAM_TTL_MS),
          createdAt: at,
        });
        // Sweep expired rows now and then.
        saves += 1;
        if (saves % 100 === 0) await deleteExpiredLoginParameters(db, at);
        return { loginParamKey };
      }),

      defineRoute(memberApi.getLoginParam, async ({ query, deps: { db, now } }) => {
        const loginParam = await loginParamOf(db, query.loginParamKey, now());
        if (loginParam === undefined)
          throw new ApiError(
            404,
            'login_param.not_found',
            'No login parameters for this key (absent or expired).',
          );
        return { loginParam };
      }),

      defineRoute(memberApi.logout, async ({ user, deps: { db, identity } }) => {
        await identity.revokeRefreshTokens(user.uid);
        // And the sibling services' grants at the authentication host: their refresh tokens too.
        await endGrantsOf(db, user.uid);
      }),
    ]);
  },
});

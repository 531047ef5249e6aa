/** GET /member/v1/nickname?nickname&rakucomId → { exsist } (hub spec §7, profile spec §5). */
import { memberApi } from '@member-hub/api-client/contract';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';

import { members } from '../db/schema';
import { defineRoute, mountRoutes } from '../http/define-route';
import { enforceRateLimits } from '../http/rate-limit';
import { nicknameKey } from '../members/normalise';

import { defineModule } from './types';

export const nicknameModule = defineModule({
  name: 'nickname',
  register(app, deps) {
    // Another member holds it: not the caller, and not the caller's own legacy record. The
    // legacy record is the one with the caller's STORED rakucomId: the query's rakucomId is
    // accepted (contract) but never trusted, or the answer would flip exactly when a guess of
    // another member's registration number is right.
    const callersRakucomId = sql`coalesce((select ${sql.identifier('rakucom_id')} from ${members} as ${sql.identifier('caller')} where ${sql.identifier('caller')}.${sql.identifier('uid')} = ${sql.placeholder('uid')}), '')`;
    const findHolder = deps.db
      .select({ uid: members.uid })
      .from(members)
      .where(
        and(
          eq(members.nicknameKey, sql.placeholder('key')),
          ne(members.uid, sql.placeholder('uid')),
          or(isNull(members.rakucomId), ne(members.rakucomId, callersRakucomId)),
        ),
      )
      .limit(1)
      .prepare('member_api_nickname_holder');

    mountRoutes(app, deps, [
      defineRoute(memberApi.checkNickname, async ({ user, query, deps: { rateLimiter } }) => {
        await enforceRateLimits(rateLimiter, ['nickname', user.uid]);
        const rows = await findHolder.execute({
          key: nicknameKey(query.nickname),
          uid: user.uid,
        });
        return { exsist: rows.length > 0 };
      }),
    ]);
  },
});

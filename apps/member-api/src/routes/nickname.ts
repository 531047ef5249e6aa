/** GET /member/v1/nickname?nickname&rakucomId → { exsist } (hub spec §7, profile spec §5). */
import { memberApi } from '@member-hub/api-client/contract';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';

import { members } from '../db/schema';
import { defineRoute, mountRoutes } from '../http/define-route';
import { errors } from '../http/errors';
import { nicknameKey } from '../members/normalise';

import { defineModule } from './types';

export const nicknameModule = defineModule({
  name: 'nickname',
  register(app, deps) {
    // Another member holds it: not the caller, and not the caller's own legacy record
    // (rakucomId '' matches no record, so it excludes nothing).
    const findHolder = deps.db
      .select({ uid: members.uid })
      .from(members)
      .where(
        and(
          eq(members.nicknameKey, sql.placeholder('key')),
          ne(members.uid, sql.placeholder('uid')),
          or(isNull(members.rakucomId), ne(members.rakucomId, sql.placeholder('rakucomId'))),
        ),
      )
      .limit(1)
      .prepare('member_api_nickname_holder');

    mountRoutes(app, deps, [
      defineRoute(memberApi.checkNickname, async ({ user, query, deps: { rateLimiter } }) => {
        if (!rateLimiter.take('nickname', user.uid)) throw errors.rateLimited();
        const rows = await findHolder.execute({
          key: nicknameKey(query.nickname),
          uid: user.uid,
          rakucomId: query.rakucomId ?? '',
        });
        return { exsist: rows.length > 0 };
      }),
    ]);
  },
});

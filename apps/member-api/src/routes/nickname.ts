/** GET /member/v1/nickname?nickname&rakucomId → { exsist } (hub spec §7, profile spec §5). */
import { memberApi } from '@member-hub/api-client/contract';
import { and, eq, isNull, ne, or } from 'drizzle-orm';

import { members } from '../db/schema';
import { defineRoute, mountRoutes } from '../http/define-route';
import { errors } from '../http/errors';
import { nicknameKey } from '../members/normalise';

import { defineModule } from './types';

export const nicknameModule = defineModule({
  name: 'nickname',
  register(app, deps) {
    mountRoutes(app, deps, [
      defineRoute(memberApi.checkNickname, async ({ user, query, deps: { db, rateLimiter } }) => {
        if (!rateLimiter.take('nickname', user.uid)) throw errors.rateLimited();
        // Another member holds it: not the caller, and not the caller's own legacy record.
        const notCaller = ne(members.uid, user.uid);
        const notOwnLegacy = query.rakucomId
          ? or(isNull(members.rakucomId), ne(members.rakucomId, query.rakucomId))
          : undefined;
        const rows = await db
          .select({ uid: members.uid })
          .from(members)
          .where(and(eq(members.nicknameKey, nicknameKey(query.nickname)), notCaller, notOwnLegacy))
          .limit(1);
        return { exsist: rows.length > 0 };
      }),
    ]);
  },
});

/**
 * The embedded prefecture flow (profile spec §3, §4, §7, §8): `GET /member/v1/encryptedMe` reads
 * the prefecture of the member an `encrypted_id` names, `PUT /member/v1/profile/prefecture` saves
 * it. No token: the encrypted id (members/encrypted-id.ts) is the credential, so it travels in the
 * `X-Encrypted-Id` header (never a URL, which access logs and proxies keep), both calls are
 * rate-limited per client address and answer the same 404 for a foreign, altered or expired id as
 * for a member who is gone. An id in the query or after the path is refused with 400
 * encrypted_id.in_url before it is looked at. Area result codes: 1 OK (200), 2 bad request (400),
 * 3 not found (404), 4 server error (500).
 */
import { memberApi } from '@member-hub/api-client/contract';
import { AreaSaveResult, prefectureById } from '@member-hub/enums';
import { eq } from 'drizzle-orm';

import { members } from '../db/schema';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { encryptedIdCipherOf } from '../members/encrypted-id-cipher';

import { defineModule } from './types';

const inUrl = () =>
  new ApiError(
    400,
    'encrypted_id.in_url',
    'The encrypted id goes in the X-Encrypted-Id header, never in the URL query or path.',
  );

const invalidId = () =>
  new ApiError(
    404,
    'encrypted_id.invalid',
    'The encrypted id does not name a member (foreign, altered or expired).',
  );

export const areaModule = defineModule({
  name: 'area',
  register(app, deps) {
    const cipher = encryptedIdCipherOf(deps.config);
    const open = (value: string): string => {
      const uid = cipher.open(value, deps.now());
      if (!uid) throw invalidId();
      return uid;
    };

    // Before the contract routes: a URL with the id is refused whatever else it carries.
    app.use(memberApi.getEncryptedMe.path, async (c, next) => {
      if (new URL(c.req.url).searchParams.has('encrypted_id')) throw inUrl();
      await next();
    });
    app.all(`${memberApi.saveArea.path}/:id{.+}`, () => {
      throw inUrl();
    });

    mountRoutes(app, deps, [
      defineRoute(memberApi.getEncryptedMe, async ({ headers, clientIp, deps: { db, rateLimiter } }) => {
        await enforceRateLimits(rateLimiter, ['area', clientIp]);
        const uid = open(headers['x-encrypted-id']);
        const [row] = await db
          .select({ prefectureId: members.prefectureId })
          .from(members)
          .where(eq(members.uid, uid))
          .limit(1);
        if (!row) throw invalidId();
        const id = row.prefectureId;
        return { prefecture: { id, name: prefectureById(id)?.ja ?? '' }, status_code: 200 as const };
      }),

      defineRoute(
        memberApi.saveArea,
        async ({ headers, body, clientIp, log, deps: { db, rateLimiter, now } }) => {
          await enforceRateLimits(rateLimiter, ['area', clientIp]);
          const uid = open(headers['x-encrypted-id']);
          const updated = await db
            .update(members)
            .set({ prefectureId: body.item_value, updateDate: now() })
            .where(eq(members.uid, uid))
            .returning({ uid: members.uid });
          if (updated.length === 0) throw invalidId();
          log.info({ updateType: body.update_type, referer: body.referer.slice(0, 200) }, 'area saved');
          return { result_code: AreaSaveResult.Ok };
        },
      ),
    ]);
  },
});

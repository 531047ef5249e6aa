/**
 * Bonus points and the purchase shop of the membership variant (profile spec §3, §4, §7):
 * GET /member/v1/shopInfo, GET /member/v1/pointHistory, POST /member/v1/pointAdd (paths ours).
 *
 * A reward is granted only when its item is filled in the stored member (the shared
 * `filledPointCodes` rule of @member-hub/validators) and only once per member: the unique index
 * (uid, class, code) makes a second or concurrent grant insert nothing, and the balance changes in
 * the same transaction as the history row.
 */
import { memberApi } from '@member-hub/api-client/contract';
import {
  ONLINE_SHOP_KEY,
  ONLINE_SHOP_NAME,
  POINT_VALIDITY_YEARS,
  PROFILE_INPUT_POINT_CLASS,
  type PointCodeId,
  profileInputPointAmounts,
  profileInputPointReasons,
  serviceIdOfQuery,
} from '@member-hub/enums';
import { filledPointCodes } from '@member-hub/validators';

import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError, errors } from '../http/errors';
import { enforceRateLimits } from '../http/rate-limit';
import { findMember, memberExists } from '../queries/members';
import {
  addToBalance,
  insertPointGrant,
  insertShops,
  pointBalanceOf,
  pointHistoryList,
  shopNameOf,
} from '../queries/points';

import { defineModule } from './types';

const memberNotFound = () =>
  new ApiError(404, 'member.not_found', 'The signed-in user has no member record.');

/** One year after the last change of balance (profile §1, §9). */
export function pointsValidUntil(lastChangedAt: Date): Date {
  const until = new Date(lastChangedAt);
  until.setUTCFullYear(until.getUTCFullYear() + POINT_VALIDITY_YEARS);
  return until;
}

/** Shops of the dev and test stacks (a real deployment loads the carrier's shop list). */
export const DEMO_SHOPS = [
  { serviceKey: '1006', tel: '0312345678', shopName: 'らくらくショップ 渋谷店' },
  { serviceKey: '1006', tel: '0612345678', shopName: 'らくらくショップ 梅田店' },
  { serviceKey: '1006', tel: '09012345678', shopName: 'らくらくショップ 出張販売' },
] as const;

export const pointsModule = defineModule({
  name: 'points',
  async register(app, deps) {
    if (deps.config.profile === 'dev' || deps.config.profile === 'test') {
      await insertShops(deps.db, DEMO_SHOPS);
    }

    mountRoutes(app, deps, [
      defineRoute(memberApi.getShopInfo, async ({ user, query, deps: { db, rateLimiter } }) => {
        await enforceRateLimits(rateLimiter, ['shopInfo', user.uid]);
        if (query.tel === ONLINE_SHOP_KEY) return { shopName: ONLINE_SHOP_NAME };
        const shopName = await shopNameOf(db, query.serviceKey, query.tel);
        if (shopName === undefined) throw errors.notFound('shop.not_found', 'No shop has this phone number.');
        return { shopName };
      }),

      defineRoute(memberApi.getPointHistory, async ({ user, query, deps: { db } }) => {
        if (!(await memberExists(db, user.uid))) throw memberNotFound();
        // The contract admits only a service id string, so this finds the id; anything else is refused.
        const serviceId = serviceIdOfQuery(query.serviceId);
        if (serviceId === undefined) throw errors.validation('service.unknown');
        const rows = await pointHistoryList(db, user.uid, serviceId, query.className);
        const balance = await pointBalanceOf(db, user.uid);
        return {
          pointHistoryList: rows.map((row) => ({
            pointCode: row.pointCode,
            pointReason: row.pointReason,
            point: row.point,
            createDate: row.createdAt.toISOString(),
          })),
          balance: balance?.balance ?? 0,
          validUntil: balance ? pointsValidUntil(balance.lastChangedAt).toISOString() : null,
        };
      }),

      defineRoute(memberApi.addPoint, async ({ user, body, deps: { db, now } }) => {
        const code = body.pointCode as PointCodeId;
        return db.transaction(async (tx) => {
          const member = await findMember(tx, user.uid);
          if (!member) throw memberNotFound();
          const filled = filledPointCodes({
            email: member.email,
            prefecture: member.prefectureId,
            city: member.city,
            birthday: member.birthday,
            shopKey: member.shopKey,
          });
          if (!filled.includes(code)) {
            throw new ApiError(
              400,
              'point.item_not_filled',
              'The rewarded item is not filled in the member record.',
            );
          }
          const at = now();
          const point = profileInputPointAmounts[code];
          const granted = await insertPointGrant(tx, {
            uid: user.uid,
            serviceId: body.serviceId,
            className: PROFILE_INPUT_POINT_CLASS,
            pointCode: code,
            point,
            pointReason: profileInputPointReasons[code],
            createdAt: at,
          });
          if (!granted) {
            const current = await pointBalanceOf(tx, user.uid);
            return { pointCode: code, granted: false, point: 0, balance: current?.balance ?? 0 };
          }
          const balance = await addToBalance(tx, user.uid, point, at);
          return { pointCode: code, granted: true, point, balance };
        });
      }),
    ]);
  },
});

/**
 * Bonus points and the purchase shop of the membership variant (profile spec §3 "Other", §4 "Bonus
 * points on save", §7): the shop lookup, the point history and the point add. The spec shows their
 * queries and answers but not their paths ("Paths not shown: … shopInfo, pointHistory, pointAdd");
 * the paths here are ours, named after the spec's words.
 */
import { isServiceIdString, PROFILE_INPUT_POINT_CLASS, pointCodeIds, ServiceId } from '@member-hub/enums';
import { z } from 'zod';

/** A service id as it travels in a query ('1004', '1006'). */
const serviceIdQuery = z.string().refine(isServiceIdString, 'service.unknown');

// ---- GET /member/v1/shopInfo ---------------------------------------------------------------------------

/**
 * The shop of device purchase by its phone number: `tel` is the shop key (10 or 11 digits, or the
 * online key 999999999999), `serviceKey` the service whose shop list is asked (its service id).
 */
export const shopInfoQuery = z.object({
  tel: z.string().regex(/^\d{10,12}$/, 'shopKey.format'),
  serviceKey: serviceIdQuery,
});
export type ShopInfoQuery = z.infer<typeof shopInfoQuery>;

/** The shop's name (404 shop.not_found when no shop has this number). */
export const shopInfoResponse = z.object({ shopName: z.string() });
export type ShopInfoResponse = z.infer<typeof shopInfoResponse>;

// ---- GET /member/v1/pointHistory ------------------------------------------------------------------------

/** The signed-in member's point history of one class (the profile-input class for the form). */
export const pointHistoryQuery = z.object({
  serviceId: serviceIdQuery,
  className: z.literal(PROFILE_INPUT_POINT_CLASS),
});
export type PointHistoryQuery = z.infer<typeof pointHistoryQuery>;

export const pointHistoryItem = z.object({
  /** The point code the entry was granted for (0 all items, 1 e-mail … 5 shop). */
  pointCode: z.number().int(),
  /** The Japanese reason text, e.g. 'プロフィール入力（メールアドレス）'; the point status is derived from it. */
  pointReason: z.string(),
  /** Points granted. */
  point: z.number().int(),
  /** When it was granted (ISO 8601). */
  createDate: z.string(),
});
export type PointHistoryItem = z.infer<typeof pointHistoryItem>;

export const pointHistoryResponse = z.object({
  pointHistoryList: z.array(pointHistoryItem),
  /** The member's point balance. */
  balance: z.number().int(),
  /** Points are valid one year from the last change of balance (ISO 8601); null without points. */
  validUntil: z.string().nullable(),
});
export type PointHistoryResponse = z.infer<typeof pointHistoryResponse>;

// ---- POST /member/v1/pointAdd -----------------------------------------------------------------------------

/**
 * Grant one profile-input reward. The server grants it only in the membership service, only when
 * the item is filled in the stored member (code 0: all five items) and only once per member.
 */
export const pointAddBody = z.object({
  /** Points exist in the membership service only. */
  serviceId: z.literal(ServiceId.Membership),
  pointCode: z
    .number()
    .int()
    .refine((n) => (pointCodeIds as readonly number[]).includes(n), 'pointCode.unknown'),
});
export type PointAddBody = z.output<typeof pointAddBody>;
export type PointAddBodyInput = z.input<typeof pointAddBody>;

/** `granted` false: this reward was already granted before (nothing changed). */
export const pointAddResponse = z.object({
  pointCode: z.number().int(),
  granted: z.boolean(),
  point: z.number().int(),
  balance: z.number().int(),
});
export type PointAddResponse = z.infer<typeof pointAddResponse>;

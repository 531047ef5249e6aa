/** Bonus points of the membership variant (profile spec §4 "Bonus points on save"). */
import {
  POINT_ADD_FAILURE_STATUS_MIN,
  POINT_ADD_MAX_TRIES,
  POINT_ADD_RETRY_BASE_WAIT_MS,
  POINT_ADD_RETRY_WAITS_MS,
} from './limits';
import { defineOptions, isOneOf, valuesOf, type LabeledOption } from './option';

/** Point codes of the point-add call: 0 all items, 1 e-mail, 2 prefecture, 3 city, 4 birthday, 5 shop. */
export const PointCode = /* @__PURE__ */ Object.freeze({
  AllItems: 0,
  Email: 1,
  Prefecture: 2,
  City: 3,
  Birthday: 4,
  Shop: 5,
} as const);
export type PointCodeId = (typeof PointCode)[keyof typeof PointCode];
export const pointCodeIds = valuesOf(PointCode);
export const isPointCodeId = isOneOf(pointCodeIds);
/** The five single items; "all items" (0) is granted only when all five are filled. */
export const singlePointCodes = /* @__PURE__ */ Object.freeze([
  PointCode.Email,
  PointCode.Prefecture,
  PointCode.City,
  PointCode.Birthday,
  PointCode.Shop,
] as const);

/**
 * Labels of the rewarded items. The Japanese reason texts of the point history are not shown
 * in the spec; these labels are ours and are not used to match the history.
 */
export const pointCodeOptions: readonly LabeledOption<PointCodeId>[] = defineOptions<PointCodeId>([
  { id: PointCode.AllItems, ja: 'すべての項目', en: 'All items' },
  { id: PointCode.Email, ja: 'メールアドレス', en: 'E-mail address' },
  { id: PointCode.Prefecture, ja: '都道府県', en: 'Prefecture' },
  { id: PointCode.City, ja: '市区町村', en: 'City' },
  { id: PointCode.Birthday, ja: '生年月日', en: 'Birthday' },
  { id: PointCode.Shop, ja: '購入店舗', en: 'Purchase shop' },
]);

/** Point status flags: '1' got, '0' not got. */
export const PointFlag = /* @__PURE__ */ Object.freeze({ NotGot: '0', Got: '1' } as const);
export type PointFlagId = (typeof PointFlag)[keyof typeof PointFlag];

/** The profile-input reward for the mail address, as the e-mail link `update` mode sends it. */
export const MAIL_POINT_CODE_STRING = '1';

/** Point-add retry policy: 3 tries, waits 1 s, 2 s, 3 s (attempt × 1 s), failure when status ≥ 500. */
export const pointAddRetryPolicy = /* @__PURE__ */ Object.freeze({
  maxTries: POINT_ADD_MAX_TRIES,
  waitMs: POINT_ADD_RETRY_WAITS_MS,
  failureStatusMin: POINT_ADD_FAILURE_STATUS_MIN,
} as const);

/** Wait before retry `attempt` (1-based). */
export function pointAddRetryWaitMs(attempt: number): number {
  return attempt * POINT_ADD_RETRY_BASE_WAIT_MS;
}
/** True when a point-add answer counts as a failure. */
export function isPointAddFailureStatus(status: number): boolean {
  return status >= pointAddRetryPolicy.failureStatusMin;
}

// ---- The point history of the profile-input class (ours: the spec names them but shows no texts) ----

/** `className` of the point history and point add calls for the profile-input rewards. */
export const PROFILE_INPUT_POINT_CLASS = 'profileInput';

/**
 * The Japanese reason texts of the profile-input rewards, as the server writes them into the point
 * history and the form matches them to derive the point status (profile §4: "derived from the
 * point history by matching the Japanese reason texts"). The spec does not show the texts; these
 * are ours, in the spec's pattern "profile input (mail address)".
 */
export const profileInputPointReasons: Readonly<Record<PointCodeId, string>> = /* @__PURE__ */ Object.freeze({
  [PointCode.AllItems]: 'プロフィール入力（全項目入力ボーナス）',
  [PointCode.Email]: 'プロフィール入力（メールアドレス）',
  [PointCode.Prefecture]: 'プロフィール入力（都道府県）',
  [PointCode.City]: 'プロフィール入力（市区町村）',
  [PointCode.Birthday]: 'プロフィール入力（生年月日）',
  [PointCode.Shop]: 'プロフィール入力（購入店舗）',
});

/** Points granted per profile-input reward (ours: the spec gives no amounts). */
export const profileInputPointAmounts: Readonly<Record<PointCodeId, number>> = /* @__PURE__ */ Object.freeze({
  [PointCode.AllItems]: 50,
  [PointCode.Email]: 10,
  [PointCode.Prefecture]: 10,
  [PointCode.City]: 10,
  [PointCode.Birthday]: 10,
  [PointCode.Shop]: 10,
});

/** The shop name answered for the online key 999999999999 (ours: the spec gives none). */
export const ONLINE_SHOP_NAME = 'オンラインショップ';

/**
 * The older community service (らくらくコミュニティ) calls: migration, kantan (registration number)
 * and the push-token relation. Hub spec §3 ("Migration user", "Kantan payloads", "Push-token
 * relation"), §4 and §7. Wire names are the spec's, including its spellings (`uId`, `uuid`,
 * `linkage_fcm_token`, `service_id`, `fireBaseAuth`).
 */
import {
  KANTAN_SID,
  kantanResultCodes,
  PushRelationService,
  pushRelationResultCodes,
} from '@member-hub/enums';
import { z } from 'zod';

import { createMeBody } from './member';

/**
 * A token of the older service or a push (FCM) token: opaque, bounded, printable ASCII (a NUL or a
 * line break would reach the older service's URL and headers: 503 instead of 400).
 */
const tokenField = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[\x21-\x7e]+$/, 'text.format');
/** 'null' is how the phone apps send "no token" (hub spec §4 Payout); the server treats it as absent. */
const optionalTokenField = z
  .string()
  .max(4096)
  .regex(/^[\x21-\x7e]*$/, 'text.format');
const shortText = (max: number) => z.string().max(max);

/**
 * The older service's launch assertion (a compact JWT it signs for this sign-in; the member API
 * verifies it with the older service's published keys). Optional on the wire so that a launch
 * without one is answered 403 `legacy.assertion_required`, not a validation error.
 */
const assertionField = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'text.format');

/** A string flag of the query: 'true' or 'false'. */
const queryFlag = z.enum(['true', 'false']);

// ---- GET /member/v1/rakuUser ---------------------------------------------------------------------

export const rakuUserQuery = z.object({
  /** The older service's access token from the phone app's launch. */
  accessToken: tokenField,
  /** 'true' when the hub is not signed in: the answer then carries a custom token. */
  needsCreateCustomToken: queryFlag.optional(),
  /** Free text the hub adds for the server log (bounded; never contains the token). */
  additionalInfoForLog: shortText(500).optional(),
  /**
   * The launch assertion of a migration launch; without it, only an access token already vouched
   * for by an assertion earlier in the same sign-in is accepted.
   */
  assertion: assertionField.optional(),
});
export type RakuUserQuery = z.infer<typeof rakuUserQuery>;

/** The migration user's record at the older service, as stored there ('-00' birthdays, blanks). */
export const rakuUserRecord = z.object({
  uid: z.string(),
  nickname: z.string(),
  birthday: z.string(),
  phone: z.string(),
  rakucomId: z.string(),
  /** The older service's lock: the hub shows its error page (hub §4 "Migration register" 3). */
  locked: z.boolean(),
});
export type RakuUserRecord = z.infer<typeof rakuUserRecord>;

/** The spec's "Migration user": accessToken, customToken ('' unless asked), user. */
export const rakuUserResponse = z.object({
  accessToken: z.string(),
  customToken: z.string(),
  user: rakuUserRecord,
});
export type RakuUserResponse = z.infer<typeof rakuUserResponse>;

// ---- POST /member/v1/syncMe ----------------------------------------------------------------------

/**
 * The profile sync payload plus the older service's accessToken. Creates the member record of
 * the signed-in (migrated) user; rakucomId and rakuUid come from the older service, not the body.
 * 409 member.exists: the member is already registered; 400 nickname.taken: duplicate nickname.
 */
export const syncMeBody = createMeBody.extend({ accessToken: tokenField });
export type SyncMeBody = z.infer<typeof syncMeBody>;
export type SyncMeBodyInput = z.input<typeof syncMeBody>;

// ---- POST /member/v1/migrationComplete, PUT /member/v1/me/rakucomToken ----------------------------

export const accessTokenBody = z.object({ accessToken: tokenField });
export type AccessTokenBody = z.infer<typeof accessTokenBody>;

// ---- Kantan ----------------------------------------------------------------------------------------

/** Phone number as the phone app sends it (hyphens allowed); '' for the password change. */
const telnoField = shortText(20);
const modelnoField = shortText(40);
/** Always 'community' for kantan (hub §6); the server answers result 3 for any other. */
const sidField = shortText(40);

/**
 * POST /member/v1/kantanAuth. Login: uid is the registration number, pwd the password.
 * With `newpwd` it is the password change (hub §7): bearer sign-in token, empty telno and modelno,
 * uid, the current password in pwd and the new one in newpwd.
 */
export const kantanAuthBody = z.object({
  uid: z.string().min(1).max(64),
  pwd: z.string().min(1).max(64),
  newpwd: z.string().max(64).optional(),
  telno: telnoField,
  modelno: modelnoField,
  sid: sidField,
});
export type KantanAuthBody = z.infer<typeof kantanAuthBody>;

/**
 * POST /member/v1/kantanRegister. telno and modelno only name the account; the launch assertion
 * proves it. 409 kantan.member_exists: the account already has a member, who signs in instead.
 */
export const kantanRegisterBody = z.object({
  telno: telnoField,
  modelno: modelnoField,
  sid: sidField,
  assertion: assertionField.optional(),
});
export type KantanRegisterBody = z.infer<typeof kantanRegisterBody>;

export const kantanAuthRegisterBody = z.object({
  telno: telnoField,
  modelno: modelnoField,
  sid: sidField,
  token: optionalTokenField,
  linkage_fcm_token: optionalTokenField,
  service_id: shortText(16),
  assertion: assertionField.optional(),
});
export type KantanAuthRegisterBody = z.infer<typeof kantanAuthRegisterBody>;

/**
 * Kantan answers (always HTTP 200): resultCode 1 success, 4 bad credentials (or wrong current
 * password), 3 error (other sid, locked account, invalid new password). customToken, accessToken
 * and rakuId are '' unless resultCode is 1 (the password change answers no tokens).
 */
export const kantanResponse = z.object({
  resultCode: z.literal(kantanResultCodes),
  customToken: z.string(),
  accessToken: z.string(),
  rakuId: z.string(),
});
export type KantanResponse = z.infer<typeof kantanResponse>;

// ---- GET /member/v1/me/registerNum ----------------------------------------------------------------

/**
 * The registration-number section of the profile edit (profile spec: 登録番号 and its password):
 * the only answer that carries the stored password, and only within 5 minutes of the
 * member's sign-in (else 403 auth.recent_login_required). GET /me answers rakuPW as ''.
 */
export const registerNumResponse = z.object({
  rakucomId: z.string(),
  rakuUid: z.string(),
  /** The password last used or set for the registration number ('' when none is known). */
  rakuPW: z.string(),
});
export type RegisterNumResponse = z.infer<typeof registerNumResponse>;

/** The sid the kantan calls accept. */
export const kantanSid = KANTAN_SID;

// ---- Push-token relation ---------------------------------------------------------------------------

const serviceTypeField = z.enum([PushRelationService.Rakucom, PushRelationService.Lamembers]);
const uidField = z.string().min(1).max(128);
/** A date-time (ISO 8601) the phone app reports for its token. */
const updateDateField = z.string().max(40);

export const getFcmTokenRelationQuery = z.object({
  token: tokenField,
  /** Which app's token: 'rakucom' or 'lamembers'. */
  serviceKey: serviceTypeField,
});
export type GetFcmTokenRelationQuery = z.infer<typeof getFcmTokenRelationQuery>;

/**
 * The relation (uid, each app's token and update date, fireBaseAuth) and resultCode 1 / 2 / 3.
 * Only the relation's own member (its bearer ID token) sees the uid, the tokens and the dates;
 * anyone else gets the resultCode with every other field ''. A push token is not a secret, so it
 * must not lead to a uid or to the other app's token.
 */
export const fcmTokenRelationResponse = z.object({
  uid: z.string(),
  rakucomFcmToken: z.string(),
  rakucomUpdateDate: z.string(),
  lamembersFcmToken: z.string(),
  lamembersUpdateDate: z.string(),
  /** Which service the sign-in of this relation belongs to ('' when not found). */
  fireBaseAuth: z.string(),
  resultCode: z.literal(pushRelationResultCodes),
});
export type FcmTokenRelationResponse = z.infer<typeof fcmTokenRelationResponse>;

/**
 * A device assertion: a JWT (ES256) that the sibling phone apps' backend signs for one phone,
 * naming the push tokens its apps hold now; short-lived and single use.
 */
const deviceAssertionField = z
  .string()
  .min(1)
  .max(8192)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'text.format');

/**
 * A relation write names push tokens, and only the device that holds a token may put it in a
 * relation: every token written (`token`, `secondToken`) must be covered either by
 * `deviceAssertion` (the phone app sends its backend's assertion) or by the caller's sign-in, when
 * it was the payout's, minted moments ago against such an assertion. Otherwise 403
 * fcm_relation.unproven.
 */
export const createFcmTokenRelationBody = z.object({
  uId: uidField,
  /** The token of `serviceType`'s app. */
  token: tokenField,
  /** The other app's token ('' or 'null' when none). */
  secondToken: optionalTokenField.optional(),
  serviceType: serviceTypeField,
  deviceAssertion: deviceAssertionField.optional(),
});
export type CreateFcmTokenRelationBody = z.infer<typeof createFcmTokenRelationBody>;

export const updateFcmTokenRelationBody = z.object({
  uId: uidField,
  token: optionalTokenField,
  tokenUpdateDate: updateDateField.optional(),
  secondToken: optionalTokenField.optional(),
  secondTokenUpdateDate: updateDateField.optional(),
  serviceType: serviceTypeField,
  deviceAssertion: deviceAssertionField.optional(),
});
export type UpdateFcmTokenRelationBody = z.infer<typeof updateFcmTokenRelationBody>;

export const deleteFcmTokenRelationQuery = z.object({ uId: uidField });
export type DeleteFcmTokenRelationQuery = z.infer<typeof deleteFcmTokenRelationQuery>;

/**
 * POST /member/v1/IdLinkage: move the relation of `linkageUid` to `uuid` (the signed-in member),
 * only with proof that the caller holds `linkageUid` too — either `linkageIdToken` (an ID token
 * of linkageUid), or the relation's push token `token` of the app `serviceKey` with a
 * `deviceAssertion` covering it (the device itself sent it; `linkageUid` may then be left out:
 * the relation names it). Otherwise 403 fcm_relation.linkage_unproven.
 */
export const idLinkageBody = z.object({
  uuid: uidField,
  linkageUid: uidField.optional(),
  linkageIdToken: z.string().min(1).max(8192).optional(),
  token: tokenField.optional(),
  serviceKey: serviceTypeField.optional(),
  deviceAssertion: deviceAssertionField.optional(),
});
export type IdLinkageBody = z.infer<typeof idLinkageBody>;

export const idLinkageResponse = z.object({ resultCode: z.literal(pushRelationResultCodes) });
export type IdLinkageResponse = z.infer<typeof idLinkageResponse>;

// ---- Game registration and payout (hub spec §3 "Game user", §4, §7) ---------------------------------

/** GET /member/v1/gameUser (the spec names no path: ours): the game side's token of the phone app. */
export const gameUserQuery = z.object({ token: tokenField, assertion: assertionField.optional() });
export type GameUserQuery = z.infer<typeof gameUserQuery>;

/** The spec's "Game user": accessToken (the older service's), customToken, user. */
export const gameUserResponse = z.object({
  accessToken: z.string(),
  customToken: z.string(),
  user: z.object({
    nickname: z.string(),
    birthday: z.string(),
    phone: z.string(),
    rakucomId: z.string(),
    /** The older service's lock (the hub's error path). */
    locked: z.boolean(),
  }),
});
export type GameUserResponse = z.infer<typeof gameUserResponse>;

/**
 * GET /member/v1/payoutToken: a push token of the app `serviceKey` → the custom token of its
 * member (the relation's uid when a live relation holds the token, else the account of the older
 * service that owns it), only when `deviceAssertion` (fresh, unused, from the sibling apps'
 * backend) covers the token: 403 push_token.unproven otherwise. 404 push_token.not_found for a
 * token nobody owns, or whose relation names no member.
 */
export const payoutTokenQuery = z.object({
  token: tokenField,
  serviceKey: serviceTypeField,
  deviceAssertion: deviceAssertionField.optional(),
});
export type PayoutTokenQuery = z.infer<typeof payoutTokenQuery>;

export const payoutTokenResponse = z.object({ customToken: z.string().min(1) });
export type PayoutTokenResponse = z.infer<typeof payoutTokenResponse>;

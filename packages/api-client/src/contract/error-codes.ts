// The error codes and their statuses, kept free of zod so that a screen that only needs a code
// (e.g. the hub's /login) does not pull zod into its first bundle.
import type { ErrorStatus } from './define';

/**
 * The stable error codes of the member-base API. The UI decides by code, never by message text.
 * Each code has the HTTP status the server answers it with; the client's `kind` comes from the
 * status (see client/errors.ts), the code tells the caller what exactly went wrong.
 */
export const ApiErrorCode = Object.freeze({
  /** Body or query does not match the call's schema (400). `details` lists the issues. */
  ValidationFailed: 'validation.failed',
  /** The call needs a bearer ID token and none was sent (401). */
  AuthRequired: 'auth.required',
  /** The bearer ID token is invalid, expired or revoked (401). */
  AuthTokenInvalid: 'auth.token_invalid',
  /** Method not allowed on this path (405, handled like an auth error by the apps). */
  MethodNotAllowed: 'http.method_not_allowed',
  /** No such route (404). */
  RouteNotFound: 'http.not_found',
  /** Request body too large (413) or not JSON (415). */
  PayloadTooLarge: 'http.payload_too_large',
  UnsupportedMediaType: 'http.unsupported_media_type',
  /** The request line or headers exceed the server's limit (431), answered before any route runs. */
  HeadersTooLarge: 'http.headers_too_large',
  /** The signed-in user has no member record yet (404, tolerated in migration register). */
  MemberNotFound: 'member.not_found',
  /** A member record already exists (409 on POST /me; tolerated in migration and kantan register). */
  MemberExists: 'member.exists',
  /** The requested service is locked for this member (403). */
  MemberLocked: 'member.locked',
  /** Unsubscribe refused: a paid service is registered (403 → paymentEnableError). */
  MemberPaidService: 'member.paid_service',
  /** Registration by e-mail for an address that already has a member (409). */
  EmailTaken: 'email.taken',
  /** Login by e-mail for an address without a member (404: 'メールアドレスの入力に誤りがあるか登録されていません'). */
  EmailNotRegistered: 'email.not_registered',
  /** The nickname is used by another member (409 on save). The check call answers `exsist` instead. */
  NicknameTaken: 'nickname.taken',
  /** The moderation check (postjudge) rejected the text or the image (400). */
  PostjudgeRejected: 'postjudge.rejected',
  /** The older service's access token has expired (403 → the expired-link page). */
  LegacyTokenExpired: 'legacy.token_expired',
  /** The older service does not know the access token (403 → the incorrect-access page). */
  LegacyTokenInvalid: 'legacy.token_invalid',
  /** The older service's account is locked (403; 'あなたの登録番号は利用できません'). */
  LegacyAccountLocked: 'legacy.locked',
  /** The older service has not vouched for this sign-in: no launch assertion (403). */
  LegacyAssertionRequired: 'legacy.assertion_required',
  /** The launch assertion is forged, expired, for another audience, purpose or account (403). */
  LegacyAssertionInvalid: 'legacy.assertion_invalid',
  /** The launch assertion has been used already (403): the phone app must open the hub again. */
  LegacyAssertionUsed: 'legacy.assertion_used',
  /** Kantan register for an account that already has a member (409): the member signs in instead. */
  KantanMemberExists: 'kantan.member_exists',
  /** Kantan login with the right password of an account that has no member yet (409): migrate first. */
  KantanNotMigrated: 'kantan.not_migrated',
  /** The call needs a sign-in within the last 5 minutes (403): sign in again, then come back. */
  AuthRecentLoginRequired: 'auth.recent_login_required',
  /** syncMe: the nickname is used by another member (400, hub §4 "Migration register" 6). */
  SyncNicknameTaken: 'sync.nickname_taken',
  /** Kantan login refused after 5 failures for one registration number within an hour (429). */
  KantanTooManyAttempts: 'kantan.too_many_attempts',
  /** The caller may only touch its own push-token relation (403). */
  FcmRelationForbidden: 'fcm_relation.forbidden',
  /** POST FcmTokenRelation for a uid that already has one (409). */
  FcmRelationExists: 'fcm_relation.exists',
  /** No push-token relation for this uid (404). */
  FcmRelationNotFound: 'fcm_relation.not_found',
  /** The token is already held by another member's relation (409). */
  FcmTokenTaken: 'fcm_relation.token_taken',
  /** payoutToken: no relation and no account of the older service holds this push token (404). */
  PushTokenNotFound: 'push_token.not_found',
  /**
   * payoutToken, IdLinkage: no fresh device assertion of the sibling apps' backend covers the
   * push token (missing, not signed by it, older than 5 minutes, or used before) (403).
   */
  PushTokenUnproven: 'push_token.unproven',
  /**
   * IdLinkage: no proof that the caller holds linkageUid (an ID token of it, or the relation's
   * push token with a device assertion) (403).
   */
  FcmRelationLinkageUnproven: 'fcm_relation.linkage_unproven',
  /** POST or PUT FcmTokenRelation with no token at all ('' and 'null' mean none) (400). */
  FcmRelationNoToken: 'fcm_relation.no_token',
  /** A relation write names a push token that no device proof covers (403). */
  FcmRelationUnproven: 'fcm_relation.unproven',
  /** A mail link older than 30 minutes (403 → the expired page). */
  LinkExpired: 'link.expired',
  /** A mail link that was already followed once (403). */
  LinkUsed: 'link.used',
  /**
   * PUT me/email: the e-mail change link was used before and the member's address is the one it
   * carries, so the change is already made (a second tap on the mail's button) (409).
   */
  EmailChangeAlreadyApplied: 'email_change.already_applied',
  /** The mail's numeric code does not match (400); the link stays usable. */
  LinkCodeWrong: 'link.code_wrong',
  /** Too many wrong codes or addresses for this mail (403): a fresh mail is needed. */
  LinkCodeLocked: 'link.code_locked',
  /** The address typed to finish in another browser is not the one the mail went to (400). */
  LinkEmailMismatch: 'link.email_mismatch',
  /** No mail link / mail for this referenceKey (404). */
  LinkNotFound: 'link.not_found',
  /** No stored login parameters for this loginParamKey (404). */
  LoginParamNotFound: 'login_param.not_found',
  /** The client entry (returnUrl, clientId, scope…) is not accepted by the authentication host (400). */
  ClientInvalid: 'client.invalid',
  /** An authorization code / secure code that does not exist or does not match (400). */
  CodeInvalid: 'code.invalid',
  /** An authorization code used after its short lifetime (400). */
  CodeExpired: 'code.expired',
  /** Too many requests (429). */
  /** d-account: redirectUrl of auth-register is not a page of the hub's own origin (400). */
  DaccountRedirectInvalid: 'daccount.redirect_invalid',
  /** d-account: no finished carrier login of this browser for this state or carrier account (404). */
  DaccountEntryNotFound: 'daccount.entry_not_found',
  /** d-account: the carrier login of this browser is for another carrier account (403). */
  DaccountEntryMismatch: 'daccount.entry_mismatch',
  /** d-account: no member is linked to this carrier account (404: "no user"). */
  DaccountUserNotFound: 'daccount.user_not_found',
  /** d-account: the custom token of this carrier login was already issued (403). */
  DaccountTokenUsed: 'daccount.token_used',
  /** The embedded prefecture flow: an encrypted id that does not open, has expired or names no member (404, area result 3). */
  EncryptedIdInvalid: 'encrypted_id.invalid',
  /** The embedded prefecture flow: an encrypted id in a URL query or path instead of its header (400). */
  EncryptedIdInUrl: 'encrypted_id.in_url',
  /** No purchase shop has this phone number in this service (404). */
  ShopNotFound: 'shop.not_found',
  /** Point add: the rewarded item is empty in the stored member (400; code 0: not all five filled). */
  PointItemNotFilled: 'point.item_not_filled',
  /** The ID token's identity may not act as a member: unverified e-mail/password or another provider (403). */
  AuthIdentityUnverified: 'auth.identity_unverified',
  /** d-account: the carrier account or the signed-in member is already linked (409). */
  DaccountAlreadyLinked: 'daccount.already_linked',
  /** d-account: a member the carrier account created (uid DA-…) cannot unlink it (403). */
  DaccountUnlinkRefused: 'daccount.unlink_refused',
  /** Passkey: the challenge is unknown, used, expired, or not this browser's or member's (403). */
  PasskeyChallengeInvalid: 'passkey.challenge_invalid',
  /** Passkey: the browser's answer does not verify (origin, RP id, signature, counter) (400). */
  PasskeyInvalid: 'passkey.invalid',
  /** Passkey: no such passkey (of this member) (404). */
  PasskeyNotFound: 'passkey.not_found',
  /** Passkey: this credential is already registered (409). */
  PasskeyExists: 'passkey.exists',
  RateLimited: 'rate.limited',
  /** The server did not finish in time (408). */
  RequestTimeout: 'request.timeout',
  /** Unexpected failure (500). */
  ServerError: 'server.error',
  /** A dependency (database, mail, identity) is unavailable (503). */
  ServerUnavailable: 'server.unavailable',
} as const);

export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];
// Pure: a first bundle that needs only `ApiErrorCode` drops the list and the status table.
export const apiErrorCodes = /* @__PURE__ */ Object.freeze(
  Object.values(ApiErrorCode),
) as readonly ApiErrorCode[];

/** The status the server answers each code with. */
export const apiErrorStatus: Readonly<Record<ApiErrorCode, ErrorStatus>> = /* @__PURE__ */ Object.freeze({
  'validation.failed': 400,
  'auth.required': 401,
  'auth.token_invalid': 401,
  'http.method_not_allowed': 405,
  'http.not_found': 404,
  'http.payload_too_large': 413,
  'http.unsupported_media_type': 415,
  'http.headers_too_large': 431,
  'member.not_found': 404,
  'member.exists': 409,
  'member.locked': 403,
  'member.paid_service': 403,
  'email.taken': 409,
  'email.not_registered': 404,
  'nickname.taken': 409,
  'postjudge.rejected': 400,
  'legacy.token_expired': 403,
  'legacy.token_invalid': 403,
  'legacy.locked': 403,
  'legacy.assertion_required': 403,
  'legacy.assertion_invalid': 403,
  'legacy.assertion_used': 403,
  'kantan.member_exists': 409,
  'kantan.not_migrated': 409,
  'auth.recent_login_required': 403,
  'sync.nickname_taken': 400,
  'kantan.too_many_attempts': 429,
  'fcm_relation.forbidden': 403,
  'fcm_relation.exists': 409,
  'fcm_relation.not_found': 404,
  'fcm_relation.token_taken': 409,
  'push_token.not_found': 404,
  'push_token.unproven': 403,
  'fcm_relation.linkage_unproven': 403,
  'fcm_relation.no_token': 400,
  'fcm_relation.unproven': 403,
  'link.expired': 403,
  'link.used': 403,
  'email_change.already_applied': 409,
  'link.code_wrong': 400,
  'link.code_locked': 403,
  'link.email_mismatch': 400,
  'link.not_found': 404,
  'login_param.not_found': 404,
  'client.invalid': 400,
  'code.invalid': 400,
  'code.expired': 400,
  'daccount.redirect_invalid': 400,
  'daccount.entry_not_found': 404,
  'daccount.entry_mismatch': 403,
  'daccount.user_not_found': 404,
  'daccount.token_used': 403,
  'encrypted_id.invalid': 404,
  'encrypted_id.in_url': 400,
  'shop.not_found': 404,
  'point.item_not_filled': 400,
  'auth.identity_unverified': 403,
  'daccount.already_linked': 409,
  'daccount.unlink_refused': 403,
  'passkey.challenge_invalid': 403,
  'passkey.invalid': 400,
  'passkey.not_found': 404,
  'passkey.exists': 409,
  'rate.limited': 429,
  'request.timeout': 408,
  'server.error': 500,
  'server.unavailable': 503,
});

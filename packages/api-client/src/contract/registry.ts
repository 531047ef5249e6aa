/**
 * The member-base API registry: one definition per call. The server mounts these, the client
 * calls them, the OpenAPI document describes them; nobody writes a path or a schema twice.
 */
import { areaBody, areaResponse, encryptedIdHeaders, encryptedMeQuery, encryptedMeResponse } from './area';
import {
  customTokenResponse,
  daccountAuthRegisterBody,
  daccountAuthRegisterResponse,
  daccountEntryQuery,
  daccountEntryResponse,
  daccountTokenQuery,
  daccountUserParams,
  daccountUserResponse,
  linkDaccountBody,
  linkDaccountResponse,
} from './daccount';
import { defineCall, type CallDefinition } from './define';
import {
  accessTokenBody,
  createFcmTokenRelationBody,
  deleteFcmTokenRelationQuery,
  fcmTokenRelationResponse,
  gameUserQuery,
  gameUserResponse,
  getFcmTokenRelationQuery,
  idLinkageBody,
  idLinkageResponse,
  kantanAuthBody,
  kantanAuthRegisterBody,
  kantanRegisterBody,
  kantanResponse,
  payoutTokenQuery,
  payoutTokenResponse,
  rakuUserQuery,
  rakuUserResponse,
  registerNumResponse,
  syncMeBody,
  updateFcmTokenRelationBody,
} from './legacy';
import {
  authorizationBody,
  authorizationResponse,
  getLoginParamQuery,
  getLoginParamResponse,
  mailLinkCodeBody,
  mailLinkConfirmBody,
  mailLinkInfoResponse,
  mailLinkResponse,
  mailResponse,
  referenceKeyQuery,
  saveLoginParamBody,
  saveLoginParamResponse,
  sendMailLinkBody,
} from './login';
import { sendChangeMailBody, sendChangeMailQuery, updateMeEmailBody, updateMeEmailResponse } from './mails';
import {
  createMeBody,
  getMeQuery,
  loginHistoryBody,
  meResponse,
  nicknameCheckQuery,
  nicknameCheckResponse,
  postjudgeBody,
  thumbnailUrlQuery,
  thumbnailUrlResponse,
  updateMeBody,
} from './member';
import {
  pointAddBody,
  pointAddResponse,
  pointHistoryQuery,
  pointHistoryResponse,
  shopInfoQuery,
  shopInfoResponse,
} from './points';
import {
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyParams,
  passkeySignInBody,
  passkeySignInResponse,
  passkeySummary,
  registerPasskeyBody,
} from './passkeys';

export const memberApi = {
  // ---- The member record --------------------------------------------------------------------
  getMe: defineCall({
    method: 'GET',
    path: '/member/v1/me',
    auth: 'bearer',
    summary: 'The signed-in member (registerNum=1 adds the registration-number fields).',
    query: getMeQuery,
    responses: { 200: meResponse },
    errors: [400, 401, 404],
  }),
  createMe: defineCall({
    method: 'POST',
    path: '/member/v1/me',
    auth: 'bearer',
    summary: 'Create the member record of the signed-in user (profile registration).',
    body: createMeBody,
    responses: { 200: meResponse },
    errors: [400, 401, 403, 409],
  }),
  updateMe: defineCall({
    method: 'PUT',
    path: '/member/v1/me',
    auth: 'bearer',
    summary: 'Update the member record with the fields sent (profile edit).',
    body: updateMeBody,
    responses: { 200: meResponse },
    errors: [400, 401, 404, 409],
  }),
  deleteMe: defineCall({
    method: 'DELETE',
    path: '/member/v1/me',
    auth: 'bearer',
    summary:
      'Unsubscribe: delete the member and everything tied to it (403 member.paid_service when a paid service is registered, 403 auth.recent_login_required when the sign-in is older than 5 minutes).',
    responses: { 204: null },
    errors: [401, 403, 404],
  }),
  addLoginHistory: defineCall({
    method: 'POST',
    path: '/member/v1/me/loginHistories',
    auth: 'bearer',
    summary: 'Record a login history entry.',
    body: loginHistoryBody,
    responses: { 204: null },
    errors: [400, 401, 403, 404],
  }),
  postjudge: defineCall({
    method: 'POST',
    path: '/member/v1/me/postjudge',
    auth: 'bearer',
    summary: 'Moderation check of nickname, introduction and image (400 postjudge.rejected on rejection).',
    body: postjudgeBody,
    responses: { 204: null },
    errors: [400, 401],
  }),
  checkNickname: defineCall({
    method: 'GET',
    path: '/member/v1/nickname',
    auth: 'bearer',
    summary: 'Is this nickname used by another member? (flag exsist)',
    query: nicknameCheckQuery,
    responses: { 200: nicknameCheckResponse },
    errors: [400, 401, 429],
  }),
  getThumbnailUrl: defineCall({
    method: 'POST',
    path: '/member/v1/thumbnailUrl',
    auth: 'bearer',
    summary: 'An upload address for a new thumbnail; then PUT the image to it with its content type.',
    query: thumbnailUrlQuery,
    responses: { 200: thumbnailUrlResponse },
    errors: [400, 401],
  }),
  logout: defineCall({
    method: 'GET',
    path: '/member/v1/logout',
    auth: 'bearer',
    summary: "Revoke the member's refresh tokens.",
    responses: { 204: null },
    errors: [401],
  }),

  // ---- Login parameters and e-mail links ------------------------------------------------------
  saveLoginParam: defineCall({
    method: 'POST',
    path: '/member/v1/login/parameter',
    auth: 'none',
    summary: 'Store the client context before an e-mail link is sent; answers loginParamKey.',
    body: saveLoginParamBody,
    responses: { 200: saveLoginParamResponse },
    errors: [400, 429],
  }),
  getLoginParam: defineCall({
    method: 'GET',
    path: '/member/v1/login/parameter',
    auth: 'bearer',
    summary: 'Restore the client context stored under loginParamKey.',
    query: getLoginParamQuery,
    responses: { 200: getLoginParamResponse },
    errors: [400, 401, 404],
  }),
  sendLoginMailLink: defineCall({
    method: 'POST',
    path: '/member/v1/mailLinks!login',
    auth: 'none',
    summary: 'Mail a sign-in link (login mode); 404 email.not_registered for an unknown address.',
    body: sendMailLinkBody,
    responses: { 204: null },
    errors: [400, 404, 429],
  }),
  sendRegisterMailLink: defineCall({
    method: 'POST',
    path: '/member/v1/mailLinks!register',
    auth: 'none',
    summary:
      'Mail a sign-in link (register mode); an existing member gets a login link with an already-registered note (same 204).',
    body: sendMailLinkBody,
    responses: { 204: null },
    errors: [400, 409, 429],
  }),
  getMailLink: defineCall({
    method: 'GET',
    path: '/member/v1/mailLinks',
    auth: 'none',
    summary: 'The Firebase sign-in link behind a referenceKey (30 minutes, one use).',
    query: referenceKeyQuery,
    responses: { 200: mailLinkResponse },
    errors: [400, 401, 403, 404],
  }),
  enterMailCode: defineCall({
    method: 'POST',
    path: '/member/v1/mailLinks!code',
    auth: 'none',
    summary:
      "The mail's numeric code typed in the browser that asked: answers the sign-in link once (as GET mailLinks). Without email: the newest mail for the loginParamKey (empty-mail registration). 400 link.code_wrong leaves the link usable; 403 link.code_locked after 5 wrong entries.",
    body: mailLinkCodeBody,
    responses: { 200: mailLinkResponse },
    errors: [400, 403, 404, 429],
  }),
  confirmMailLink: defineCall({
    method: 'POST',
    path: '/member/v1/mailLinks!confirm',
    auth: 'none',
    summary:
      "The mail's link opened in another browser: the address it was sent to, confirmed, answers the sign-in link once. 400 link.email_mismatch leaves the link usable.",
    body: mailLinkConfirmBody,
    responses: { 200: mailLinkResponse },
    errors: [400, 403, 404, 429],
  }),
  getMailLinkInfo: defineCall({
    method: 'GET',
    path: '/member/v1/mailLinks/info',
    auth: 'none',
    summary: 'The address a mail link was sent to (does not use the link).',
    query: referenceKeyQuery,
    responses: { 200: mailLinkInfoResponse },
    errors: [400, 401, 403, 404],
  }),
  getMail: defineCall({
    method: 'GET',
    path: '/member/v1/mails',
    auth: 'optional',
    summary: 'The address of a mail record (empty-mail registration, e-mail change).',
    query: referenceKeyQuery,
    responses: { 200: mailResponse },
    errors: [400, 401, 403, 404],
  }),

  // ---- Hand-back to the client -----------------------------------------------------------------
  authorize: defineCall({
    method: 'POST',
    path: '/member/v1/authorization',
    auth: 'bearer',
    summary: 'Issue a one-use code and secureCode for /memberbase/v1/authorization.',
    body: authorizationBody,
    responses: { 200: authorizationResponse },
    errors: [400, 401, 403, 404],
  }),

  // ---- The older community service: migration, kantan, push-token relation (hub §4, §7) -------
  getRakuUser: defineCall({
    method: 'GET',
    path: '/member/v1/rakuUser',
    auth: 'optional',
    summary:
      'The migration user behind an older-service access token, with the launch assertion of the migration (or a token an assertion vouched for earlier in the sign-in); needsCreateCustomToken=true adds a custom token. 403 legacy.token_invalid / legacy.token_expired / legacy.assertion_*.',
    query: rakuUserQuery,
    responses: { 200: rakuUserResponse },
    errors: [400, 401, 403, 429],
  }),
  syncMe: defineCall({
    method: 'POST',
    path: '/member/v1/syncMe',
    auth: 'bearer',
    summary:
      'Create the migrated member from the profile payload and the older-service accessToken (vouched for by the launch assertion of this sign-in). 409 member.exists, 400 sync.nickname_taken; 403 legacy.*.',
    body: syncMeBody,
    responses: { 200: meResponse },
    errors: [400, 401, 403, 409],
  }),
  migrationComplete: defineCall({
    method: 'POST',
    path: '/member/v1/migrationComplete',
    auth: 'bearer',
    summary:
      'Tell the older service that the member has moved (marks its account migrated); the accessToken must be vouched for by the launch assertion of this sign-in (403 legacy.*).',
    body: accessTokenBody,
    responses: { 204: null },
    errors: [400, 401, 403],
  }),
  updateRakucomToken: defineCall({
    method: 'PUT',
    path: '/member/v1/me/rakucomToken',
    auth: 'bearer',
    summary: 'Link the signed-in member to the older-service account of accessToken (rakucomId, rakuUid).',
    body: accessTokenBody,
    responses: { 204: null },
    errors: [400, 401, 403, 404, 409],
  }),
  getRegisterNum: defineCall({
    method: 'GET',
    path: '/member/v1/me/registerNum',
    auth: 'bearer',
    summary:
      "The signed-in member's registration number and its password, only within 5 minutes of the sign-in (403 auth.recent_login_required).",
    responses: { 200: registerNumResponse },
    errors: [401, 403, 404],
  }),
  kantanAuth: defineCall({
    method: 'POST',
    path: '/member/v1/kantanAuth',
    auth: 'optional',
    summary:
      'Kantan login (registration number, password) or, with newpwd and a bearer token, the password change. resultCode 1 / 3 / 4; with the right password, 403 legacy.locked for a stopped account and 409 kantan.not_migrated for an account without a member; 429 kantan.too_many_attempts after 5 failures.',
    body: kantanAuthBody,
    responses: { 200: kantanResponse },
    errors: [400, 401, 403, 409, 429],
  }),
  kantanRegister: defineCall({
    method: 'POST',
    path: '/member/v1/kantanRegister',
    auth: 'none',
    summary:
      'Kantan register: the older-service account of this phone and model, proven by the launch assertion (resultCode 1 / 3 / 4). 403 legacy.assertion_*; 409 kantan.member_exists: the account has a member, who signs in instead.',
    body: kantanRegisterBody,
    responses: { 200: kantanResponse },
    errors: [400, 403, 409, 429],
  }),
  kantanAuthRegister: defineCall({
    method: 'POST',
    path: '/member/v1/kantanAuthRegister',
    auth: 'none',
    summary:
      'Kantan auth-register (本会員登録): the account of the app token, else phone and model, proven by the launch assertion. 403 legacy.assertion_*.',
    body: kantanAuthRegisterBody,
    responses: { 200: kantanResponse },
    errors: [400, 403, 429],
  }),
  getFcmTokenRelation: defineCall({
    method: 'GET',
    path: '/member/v1/FcmTokenRelation',
    auth: 'optional',
    summary:
      "The push-token relation holding this token of the app serviceKey: resultCode 1 exists, 2 not found, 3 error. The uid, tokens and dates only for the relation's own member (bearer); '' otherwise.",
    query: getFcmTokenRelationQuery,
    responses: { 200: fcmTokenRelationResponse },
    errors: [400, 401, 429],
  }),
  createFcmTokenRelation: defineCall({
    method: 'POST',
    path: '/member/v1/FcmTokenRelation',
    auth: 'bearer',
    summary:
      "Create the signed-in member's push-token relation (409 fcm_relation.exists); every token written needs the device's proof (403 fcm_relation.unproven).",
    body: createFcmTokenRelationBody,
    responses: { 200: fcmTokenRelationResponse },
    errors: [400, 401, 403, 409],
  }),
  updateFcmTokenRelation: defineCall({
    method: 'PUT',
    path: '/member/v1/FcmTokenRelation',
    auth: 'bearer',
    summary:
      "Create or update the signed-in member's relation; an older update date never overwrites a newer one; every token written needs the device's proof (403 fcm_relation.unproven).",
    body: updateFcmTokenRelationBody,
    responses: { 200: fcmTokenRelationResponse },
    errors: [400, 401, 403, 409],
  }),
  deleteFcmTokenRelation: defineCall({
    method: 'DELETE',
    path: '/member/v1/FcmTokenRelation',
    auth: 'bearer',
    summary: "Delete the signed-in member's relation (404 fcm_relation.not_found).",
    query: deleteFcmTokenRelationQuery,
    responses: { 204: null },
    errors: [400, 401, 403, 404],
  }),
  idLinkage: defineCall({
    method: 'POST',
    path: '/member/v1/IdLinkage',
    auth: 'bearer',
    summary:
      'Move the push-token relation of linkageUid to uuid (the signed-in member), with proof of linkageUid (its ID token, or the relation token with a device assertion; else 403 fcm_relation.linkage_unproven): resultCode 1 / 2 / 3.',
    body: idLinkageBody,
    responses: { 200: idLinkageResponse },
    errors: [400, 401, 403],
  }),
  getGameUser: defineCall({
    method: 'GET',
    path: '/member/v1/gameUser',
    auth: 'optional',
    summary:
      'Game registration: the game user behind the game token and the launch assertion (a fresh older-service accessToken and a custom token). 403 legacy.token_invalid / legacy.token_expired / legacy.assertion_*.',
    query: gameUserQuery,
    responses: { 200: gameUserResponse },
    errors: [400, 403, 429],
  }),
  getPayoutToken: defineCall({
    method: 'GET',
    path: '/member/v1/payoutToken',
    auth: 'optional',
    summary:
      "Payout: the custom token of the member behind a push token of the app serviceKey (the relation's uid, else the older service's account), only with a fresh device assertion covering the token (403 push_token.unproven). 404 push_token.not_found.",
    query: payoutTokenQuery,
    responses: { 200: payoutTokenResponse },
    errors: [400, 401, 403, 404, 429],
  }),

  // ---- The carrier account (d-account) relay (hub §4 "D-account flow", §7) ---------------------
  daccountAuthRegister: defineCall({
    method: 'POST',
    path: '/member/v1/daccountEntry!authRegister',
    auth: 'optional',
    summary:
      'Start a carrier login: a one-time token (single use, short-lived) for /member/v1/daccountEntry/relay/{oneTimeToken}.',
    body: daccountAuthRegisterBody,
    responses: { 200: daccountAuthRegisterResponse },
    errors: [400, 429],
  }),
  getDaccountEntry: defineCall({
    method: 'GET',
    path: '/member/v1/daccountEntry',
    auth: 'none',
    summary:
      "The carrier login's entry by state (daccountEntryUserId and the client query data), for the browser that signed in.",
    query: daccountEntryQuery,
    responses: { 200: daccountEntryResponse },
    errors: [400, 404],
  }),
  getDaccountUser: defineCall({
    method: 'GET',
    path: '/member/v1/daccount/{daccountEntryUserId}',
    auth: 'none',
    summary:
      'Is a member linked to this carrier account? 200 yes; 404 no user (403 without the carrier login of this browser).',
    params: daccountUserParams,
    responses: { 200: daccountUserResponse },
    errors: [400, 403, 404],
  }),
  getDaccountToken: defineCall({
    method: 'GET',
    path: '/member/v1/daccountEntry!token',
    auth: 'none',
    summary:
      "A custom token for the carrier account's member (DA- uid for a new one); once per carrier login.",
    query: daccountTokenQuery,
    responses: { 200: customTokenResponse },
    errors: [400, 403, 404],
  }),

  // ---- E-mail change and the profile's mail-link modes (profile §2 "E-mail change", §4, §7) -----
  sendChangeMail: defineCall({
    method: 'POST',
    path: '/member/v1/mails!update',
    auth: 'bearer',
    summary:
      'Mail the signed-in member a link to /valid for the address `from` (30 minutes, one use; 409 email.taken when another member has it; 403 auth.recent_login_required when it would replace an address and the sign-in is older than 5 minutes).',
    query: sendChangeMailQuery,
    body: sendChangeMailBody,
    responses: { 204: null },
    errors: [400, 401, 403, 404, 409, 429, 503],
  }),
  updateMeEmail: defineCall({
    method: 'PUT',
    path: '/member/v1/me/email',
    auth: 'bearer',
    summary:
      "Change the signed-in member's address (identity service and member record together) with the mailed reference; a custom token to sign in again.",
    body: updateMeEmailBody,
    responses: { 200: updateMeEmailResponse },
    errors: [400, 401, 403, 404, 409],
  }),
  // ---- The embedded prefecture flow (profile §3, §4, §7; no token: the encrypted id) -------------
  getEncryptedMe: defineCall({
    method: 'GET',
    path: '/member/v1/encryptedMe',
    auth: 'none',
    summary:
      'GET encrypted-me: the prefecture of the member the X-Encrypted-Id header names (prefecture=1), with status_code 200; 404 encrypted_id.invalid; 400 encrypted_id.in_url for an id in the query.',
    headers: encryptedIdHeaders,
    query: encryptedMeQuery,
    responses: { 200: encryptedMeResponse },
    errors: [400, 404, 429],
  }),
  saveArea: defineCall({
    method: 'PUT',
    path: '/member/v1/profile/prefecture',
    auth: 'none',
    summary:
      'The area save (item prefecture) for the member the X-Encrypted-Id header names: result_code 1; 400 (2), 404 encrypted_id.invalid (3), 500 (4).',
    headers: encryptedIdHeaders,
    body: areaBody,
    responses: { 200: areaResponse },
    errors: [400, 404, 429, 500],
  }),
  // ---- Bonus points and the purchase shop (membership variant, profile §4, §7; paths ours) ------
  getShopInfo: defineCall({
    method: 'GET',
    path: '/member/v1/shopInfo',
    auth: 'bearer',
    summary:
      'The purchase shop by its phone number (tel) in a service (serviceKey); the online key 999999999999 answers the online shop. 404 shop.not_found.',
    query: shopInfoQuery,
    responses: { 200: shopInfoResponse },
    errors: [400, 401, 404, 429],
  }),
  getPointHistory: defineCall({
    method: 'GET',
    path: '/member/v1/pointHistory',
    auth: 'bearer',
    summary:
      "The signed-in member's point history of a class (Japanese reasons), the balance and its validity (one year from the last change).",
    query: pointHistoryQuery,
    responses: { 200: pointHistoryResponse },
    errors: [400, 401, 404],
  }),
  addPoint: defineCall({
    method: 'POST',
    path: '/member/v1/pointAdd',
    auth: 'bearer',
    summary:
      'Grant a profile-input reward (0 all items, 1 e-mail, 2 prefecture, 3 city, 4 birthday, 5 shop) once per member; 400 point.item_not_filled when the stored item is empty.',
    body: pointAddBody,
    responses: { 200: pointAddResponse },
    errors: [400, 401, 404],
  }),

  linkDaccount: defineCall({
    method: 'PUT',
    path: '/member/v1/me/daccount',
    auth: 'bearer',
    summary:
      "Link the signed-in member to the carrier account of this browser's finished carrier login (by rpState); 409 daccount.already_linked.",
    body: linkDaccountBody,
    responses: { 200: linkDaccountResponse },
    errors: [400, 401, 403, 404, 409],
  }),
  unlinkDaccount: defineCall({
    method: 'DELETE',
    path: '/member/v1/me/daccount',
    auth: 'bearer',
    summary:
      "Unlink the signed-in member's carrier account (403 daccount.unlink_refused for a member the carrier account created, uid DA-…).",
    responses: { 204: null },
    errors: [401, 403, 404],
  }),
  // ---- Passkeys: sign in with the phone's fingerprint or face (WebAuthn) ----------------------
  passkeyRegistrationOptions: defineCall({
    method: 'POST',
    path: '/member/v1/me/passkeys!options',
    auth: 'bearer',
    summary:
      "Options to register a passkey for the signed-in member (a challenge for this member, single use, 5 minutes; the member's passkeys are excluded).",
    responses: { 200: passkeyOptionsResponse },
    errors: [401, 404, 429],
  }),
  registerPasskey: defineCall({
    method: 'POST',
    path: '/member/v1/me/passkeys',
    auth: 'bearer',
    summary:
      "Store the passkey the browser created for the signed-in member's challenge (400 passkey.invalid when the answer, origin or RP id does not verify; 403 passkey.challenge_invalid when the challenge is unknown, used, expired or another member's).",
    body: registerPasskeyBody,
    responses: { 201: passkeySummary },
    errors: [400, 401, 403, 404, 409, 429],
  }),
  listPasskeys: defineCall({
    method: 'GET',
    path: '/member/v1/me/passkeys',
    auth: 'bearer',
    summary: "The signed-in member's passkeys (device name, date added, last used), newest first.",
    responses: { 200: passkeyListResponse },
    errors: [401],
  }),
  deletePasskey: defineCall({
    method: 'DELETE',
    path: '/member/v1/me/passkeys/{passkeyId}',
    auth: 'bearer',
    summary: "Remove one of the signed-in member's passkeys (404 passkey.not_found).",
    params: passkeyParams,
    responses: { 204: null },
    errors: [400, 401, 404],
  }),
  passkeySignInOptions: defineCall({
    method: 'POST',
    path: '/member/v1/passkeys!options',
    auth: 'none',
    summary:
      'Options to sign in with a passkey: a challenge bound to this browser (HttpOnly cookie), single use, 5 minutes.',
    responses: { 200: passkeyOptionsResponse },
    errors: [429],
  }),
  passkeySignIn: defineCall({
    method: 'POST',
    path: '/member/v1/passkeys!verify',
    auth: 'none',
    summary:
      "Sign in with a passkey: verifies the browser's assertion for this browser's challenge and answers a custom token for the member (403 passkey.challenge_invalid, 400 passkey.invalid, 404 passkey.not_found, 403 member.locked).",
    body: passkeySignInBody,
    responses: { 200: passkeySignInResponse },
    errors: [400, 403, 404, 429],
  }),
} as const satisfies Record<string, CallDefinition>;

export type MemberApi = typeof memberApi;
export type CallName = keyof MemberApi;
export const callNames = Object.freeze(Object.keys(memberApi)) as readonly CallName[];

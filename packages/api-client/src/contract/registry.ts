/**
 * The member-base API registry: one definition per call. The server mounts these, the client
 * calls them, the OpenAPI document describes them; nobody writes a path or a schema twice.
 */
import { defineCall, type CallDefinition } from './define';
import {
  authorizationBody,
  authorizationResponse,
  getLoginParamQuery,
  getLoginParamResponse,
  mailLinkInfoResponse,
  mailLinkResponse,
  mailResponse,
  referenceKeyQuery,
  saveLoginParamBody,
  saveLoginParamResponse,
  sendMailLinkBody,
} from './login';
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
    errors: [400, 401, 409],
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
    summary: 'Unsubscribe: delete the member (403 member.paid_service when a paid service is registered).',
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
    summary: 'Mail a sign-in link (register mode); 409 email.taken for an existing member.',
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
} as const satisfies Record<string, CallDefinition>;

export type MemberApi = typeof memberApi;
export type CallName = keyof MemberApi;
export const callNames = Object.freeze(Object.keys(memberApi)) as readonly CallName[];

/**
 * Route segments of the hub, shared by the route table (src/routes.tsx), the screens and the
 * e2e tests. Names are the spec's (hub spec §2); where the spec names no path, ours is marked.
 *
 * Entries other apps name (the mail landing pages, the hand-back endpoint) are owned by the
 * cross-app table of @member-hub/enums (`HubPagePath`, `AuthHostPath`). This file is also loaded
 * by the Playwright e2e runner, which cannot load a workspace package without a build, so it
 * imports only their types: `satisfies` makes the typecheck fail when a value here drifts.
 */
import type { AuthHostPath, HubPagePath } from '@member-hub/enums';

export const RoutePath = {
  // ---- Login
  login: '/login',
  /** 900_loginWithProvider: a service may send a member straight to Google sign-in. */
  loginProvider: '/login/provider',
  loginProviderError: '/login/provider/error',
  loginValidateEmail: '/login/validate/email' satisfies (typeof HubPagePath)['loginValidateEmail'],
  loginValidateError: '/login/validate/error',
  loginValidateTimeout: '/login/validate/timeout',
  loginBrowserChanged: '/login/browser-changed',
  loginSendComplete: '/login/send/complete',
  /** The 'mail not arriving' page; the spec names no path (ours). */
  loginSendNotArriving: '/login/send/not-arriving',
  loginComplete: '/login/complete',
  memberLoginValidateError: '/memberLogin/validate/error',
  // ---- Registration (hub spec §2 "Register"; paths the spec does not name are ours, marked)
  register: '/register',
  /** Public choice for needs_authen_reg=auth or the members service. */
  authenRegister: '/authenRegister',
  /** The same choice as written with a capital A: requires auth (matched case-sensitively). */
  authenRegisterAuth: '/AuthenRegister',
  registerEmail: '/AuthenRegister/Email',
  registerEmailComplete: '/AuthenRegister/Email/Complete',
  authenRegisterError: '/AuthenRegister/error',
  authenRegisterTimeout: '/AuthenRegister/timeout',
  authenRegisterDerror: '/AuthenRegister/derror',
  /** The register mail sent page (ours). */
  registerSendComplete: '/register/send/complete',
  /** The 'address already registered' page (ours). */
  registerEmailTaken: '/register/email/taken',
  registerValidateEmail: '/register/validate/email' satisfies (typeof HubPagePath)['registerValidateEmail'],
  registerValidateTimeout: '/register/validate/timeout',
  /** 003_register: registration by provider, for a member a service sent straight there. */
  registerProvider: '/register/provider',
  registerProviderError: '/register/provider/error',
  registerBrowserChanged: '/register/browser-changed',
  registerProfile: '/register/profile',
  registerProfileConfirm: '/register/profile/confirm',
  /** 901_avator_inRegist: the avatar picker of the registration (the register child "avator"). */
  registerAvator: '/register/avator',
  registerComplete: '/register/complete',
  termsOfService: '/termsofservice',
  termsMembers: '/termsofservice/members',
  termsPoint: '/termsofservice/point',
  termsServices: '/termsofservice/services',
  termsPrivacy: '/termsofservice/personalInformation',
  // ---- Carrier account (a later issue; placeholder and the 006c page)
  daccountRegister: '/daccountRegister',
  daccountAuthError: '/daccountRegister/auth/error',
  // ---- SSO check
  sso: '/sso',
  checkAuth: '/checkAuth',
  // ---- Errors on our own host (the spec names no path: ours)
  error: '/error',
} as const;

export type RoutePathValue = (typeof RoutePath)[keyof typeof RoutePath];

/** The authentication host's hand-back endpoint (hub spec §4 "After authorization"). */
export const AUTHORIZATION_ENDPOINT =
  '/memberbase/v1/authorization' satisfies (typeof AuthHostPath)['authorization'];

/** Route ids (the spec's screen names) used in route metadata. */
export const RouteId = {
  login: 'login',
  loginWithProvider: '900_loginWithProvider',
  sendMailComplete: '005_sendMailComplete',
  mailNotArriving: 'mailNotArriving',
  validateEmail: 'loginValidateEmail',
  message006: 'Message006',
  message006a: '006a',
  message006b: '006b',
  message006c: '006c_daccountError',
  loginComplete: 'loginComplete',
  loginBrowserChangeError: 'loginBrowserChangeError',
  memberLoginError: 'memberLoginError',
  sso: 'sso',
  checkAuth: 'checkAuth',
  error: 'error',
  daccountRegister: 'daccountRegister',
  // ---- Registration
  register: 'register',
  authenRegister: 'authenRegister',
  authenRegisterAuth: 'AuthenRegister',
  registerEmail: 'AuthenRegisterEmail',
  registerEmailComplete: 'AuthenRegisterComplete',
  registerError003a: '003a',
  registerError003b: '003b',
  registerError003c: '003c',
  registerSendComplete: 'registerSendComplete',
  registerEmailTaken: 'registerEmailTaken',
  registerValidateEmail: 'registerValidateEmail',
  registerValidateTimeout: 'registerValidateTimeout',
  registerWithProvider: '003_register',
  registerProviderError: 'registerProviderError',
  registerBrowserChangeError: 'registerBrowserChangeError',
  profileRegister: '008_profileRegister',
  profileRegisterConfirm: 'profileRegisterConfirm',
  avatorInRegist: '901_avator_inRegist',
  registerComplete: 'registerComplete',
  termsOfService: '004_termsOfService',
  termsMembers: 'TermsOfMembers',
  termsPoint: 'TermsOfPoint',
  termsServices: 'TermsOfServices',
  termsPrivacy: 'TermsOfPersonalInformation',
} as const;

/**
 * Route segments of the hub, shared by the route table (src/routes.tsx), the screens and the
 * e2e tests. Names are the spec's (hub spec §2); where the spec names no path, ours is marked.
 *
 * Entries other apps name (the mail landing pages, the hand-back endpoint) are owned by the
 * cross-app table of @member-hub/enums (`HubPagePath`, `AuthHostPath`). This file is also loaded
 * by the Playwright e2e runner, which cannot load a workspace package without a build, so it
 * imports only their types: `satisfies` makes the typecheck fail when a value here drifts.
 */
import type { RouteHandle, SpecScreen } from '@member-hub/app-kit/page-titles';
import type { AuthHostPath, HubPagePath } from '@member-hub/enums';

import type { app } from './i18n/locales/ja/app';

export const RoutePath = {
  // ---- Login
  login: '/login' satisfies (typeof HubPagePath)['login'],
  /** 900_loginWithProvider: a service may send a member straight to Google sign-in. */
  loginProvider: '/login/provider',
  loginProviderError: '/login/provider/error',
  loginValidateEmail: '/login/validate/email' satisfies (typeof HubPagePath)['loginValidateEmail'],
  loginValidateError: '/login/validate/error',
  loginValidateTimeout: '/login/validate/timeout',
  /** Ours: a login mail button used before (told apart from the 30-minute expiry). */
  loginValidateUsed: '/login/validate/used',
  loginBrowserChanged: '/login/browser-changed',
  loginSendComplete: '/login/send/complete',
  /** The 'mail not arriving' page; the spec names no path (ours). */
  loginSendNotArriving: '/login/send/not-arriving',
  loginComplete: '/login/complete',
  /** Ours: the passkey offer between a sign-in and the hand-back (flows/passkey-offer). */
  loginPasskeyOffer: '/login/passkey',
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
  /** 003c: the d-account is already registered. */
  authenRegisterCarrierError: '/AuthenRegister/derror',
  /** The register mail sent page (ours). */
  registerSendComplete: '/register/send/complete',
  /** The 'address already registered' page (ours). */
  registerEmailTaken: '/register/email/taken',
  registerValidateEmail: '/register/validate/email' satisfies (typeof HubPagePath)['registerValidateEmail'],
  registerValidateTimeout: '/register/validate/timeout',
  /** Ours: a registration mail button used before (told apart from the 30-minute expiry). */
  registerValidateUsed: '/register/validate/used',
  /** 003_register: registration by provider, for a member a service sent straight there. */
  registerProvider: '/register/provider',
  registerProviderError: '/register/provider/error',
  registerBrowserChanged: '/register/browser-changed',
  registerProfile: '/register/profile',
  registerProfileConfirm: '/register/profile/confirm',
  /** 901_avator_inRegist: the avatar picker of the registration (the spec's register child "avator"). */
  registerAvatar: '/register/avator',
  registerComplete: '/register/complete',
  termsOfService: '/termsofservice',
  termsMembers: '/termsofservice/members',
  termsPoint: '/termsofservice/point',
  termsMembershipService: '/termsofservice/membershipService',
  termsServices: '/termsofservice/services',
  termsPrivacy: '/termsofservice/personalInformation',
  // ---- Carrier account (d-account; hub §2 "Carrier account", §4 "D-account flow")
  daccountRegister: '/daccountRegister',
  /** The return from the carrier relay. */
  daccountAuth: '/daccountRegister/auth',
  /** daccountAuthenticationConfirm. */
  daccountConfirm: '/daccountRegister/auth/confirm',
  /** daccountAuthenticationComplete. */
  daccountComplete: '/daccountRegister/auth/complete',
  /** 006c: the linked carrier account is not connected. */
  daccountAuthError: '/daccountRegister/auth/error',
  daccountNotFound: '/daccountRegister/auth/notfound',
  /** daccountIncorrectAccessError. */
  daccountIncorrect: '/daccountRegister/incorrect',
  /** The confirmation's redirect target without the stop-reload flag, spelled as the spec spells it. */
  daccountAuthRedirect: '/daccountRegsiter/auth',
  // ---- Migration from the older community service (hub §2 "Migration…", §4; flows/migration)
  migrationRegister: '/migrationRegister',
  migrationRegisterComplete: '/migrationRegister/complete',
  migrationRegisterError: '/migrationRegister/error',
  /** The incorrect-access page. */
  migrationRegisterIncorrect: '/migrationRegister/incorrect',
  /** The expired-link page. */
  migrationRegisterTimeout: '/migrationRegister/validate/timeout',
  /** The temporary-outage page (ours: the spec names no path). */
  migrationRegisterUnavailable: '/migrationRegister/unavailable',
  migrationLogin: '/migrationLogin',
  migrationLoginComplete: '/migrationLogin/complete',
  migrationLoginError: '/migrationLogin/error',
  migrationLoginIncorrect: '/migrationLogin/incorrect',
  migrationLoginTimeout: '/migrationLogin/validate/timeout',
  migrationLoginUnavailable: '/migrationLogin/unavailable',
  // ---- Kantan: the older service's registration number (hub §2 "Other screens"; flows/kantan)
  kantanRegister: '/kantanRegister',
  /** 本会員登録 (no auth required). */
  kantanAuthRegister: '/KantanAuthRegister',
  kantanLogin: '/kantanLogin',
  // ---- SSO check
  sso: '/sso',
  checkAuth: '/checkAuth',
  // ---- Game registration (hub §2 "Other screens", §4 "Game registration")
  gameRegister: '/gameRegister',
  gameRegisterComplete: '/gameRegister/complete',
  // ---- Payout (hub §2 "Other screens", §4 "Payout flow"), spelled as the spec spells them
  payout: '/payout',
  payoutComplete: '/payout/Complete',
  payoutError: '/payout/error',
  // ---- Errors on our own host (the spec names no path: ours)
  error: '/error',
} as const;

export type RoutePathValue = (typeof RoutePath)[keyof typeof RoutePath];

/** The hub's route metadata: app-kit's RouteHandle over the hub's title keys and paths. */
export type HubRouteHandle = RouteHandle<keyof typeof app.title, RoutePathValue>;

/** The authentication host's hand-back endpoint (hub spec §4 "After authorization"). */
export const AUTHORIZATION_ENDPOINT =
  '/memberbase/v1/authorization' satisfies (typeof AuthHostPath)['authorization'];

const ours = (why: string) => ({ notInSpec: why }) as const;

/**
 * The spec's name of each route's screen (hub spec §2; 008 and 901 are in the profile spec), by
 * the keys of RoutePath: grep a spec id here to find its path, then the route in routes.tsx.
 */
export const SpecScreenOf = {
  login: '/login',
  loginProvider: '900_loginWithProvider',
  loginProviderError: '006a',
  loginValidateEmail: 'login validate/email',
  loginValidateError: 'Message006',
  loginValidateTimeout: '006b',
  loginValidateUsed: ours('a login mail button used before, told apart from the 30-minute expiry'),
  loginBrowserChanged: '{mode}BrowserChangeError',
  loginSendComplete: '005_sendMailComplete',
  loginSendNotArriving: "005_sendMailComplete 'mail not arriving' page",
  loginComplete: '{mode}Complete',
  loginPasskeyOffer: ours('the passkey offer before the hand-back'),
  memberLoginValidateError: 'Message006',
  register: '/register',
  authenRegister: '/authenRegister',
  authenRegisterAuth: '/AuthenRegister',
  registerEmail: '/AuthenRegister/Email',
  registerEmailComplete: '/AuthenRegister/Email/Complete',
  authenRegisterError: '003a',
  authenRegisterTimeout: '003b',
  authenRegisterCarrierError: '003c_daccountError',
  registerSendComplete: ours('the register mail sent page'),
  registerEmailTaken: ours("the 'address already registered' page"),
  registerValidateEmail: 'register validate/email',
  registerValidateTimeout: '003b',
  registerValidateUsed: ours('a registration mail button used before, told apart from the 30-minute expiry'),
  registerProvider: '003_register',
  registerProviderError: 'register provider/error',
  registerBrowserChanged: 'registerBrowserChangeError',
  registerProfile: '008_profileRegister',
  registerProfileConfirm: '008_profileRegister profile/confirm',
  registerAvatar: '901_avator',
  registerComplete: 'prf_cpt_new',
  termsOfService: '004_termsOfService',
  termsMembers: 'TermsOfMembers',
  termsPoint: '004_termsOfService point terms',
  termsMembershipService: '004_termsOfService membership-service terms',
  termsServices: '004_termsOfService membership service list',
  termsPrivacy: '004_termsOfService personal-information rules',
  daccountRegister: '/daccountRegister',
  daccountAuth: '008_profileRegister',
  daccountConfirm: 'daccountAuthenticationConfirm',
  daccountComplete: 'daccountAuthenticationComplete',
  daccountAuthError: '006c_daccountError',
  daccountNotFound: '006c_daccountError',
  daccountIncorrect: 'daccountIncorrectAccessError',
  daccountAuthRedirect: '/daccountRegsiter/auth',
  migrationRegister: '/migrationRegister',
  migrationRegisterComplete: '/migrationRegister/complete',
  migrationRegisterError: '/migrationRegister/error',
  migrationRegisterIncorrect: '/migrationRegister/incorrect',
  migrationRegisterTimeout: '/migrationRegister/validate/timeout',
  migrationRegisterUnavailable: 'temporary-outage page',
  migrationLogin: '/migrationLogin',
  migrationLoginComplete: '/migrationLogin/complete',
  migrationLoginError: '/migrationLogin/error',
  migrationLoginIncorrect: '/migrationLogin/incorrect',
  migrationLoginTimeout: '/migrationLogin/validate/timeout',
  migrationLoginUnavailable: 'temporary-outage page',
  kantanRegister: '/kantanRegister',
  kantanAuthRegister: '/KantanAuthRegister',
  kantanLogin: '/kantanLogin',
  sso: '/sso',
  checkAuth: '/checkAuth',
  gameRegister: '/gameRegister',
  gameRegisterComplete: '/gameRegister/complete',
  payout: '/payout',
  payoutComplete: '/payout/Complete',
  payoutError: '/payout/error',
  error: 'generic error page',
} as const satisfies Record<keyof typeof RoutePath, SpecScreen>;

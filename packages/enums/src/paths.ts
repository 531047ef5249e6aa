/**
 * Paths that cross apps on the one member host (ARCHITECTURE.md "The whole system on one
 * machine"): a page or endpoint one app owns and another app names. The server's mails name hub
 * pages, the hub sends the browser to the authentication host, and the gateway (and the production
 * path rules) must send the profile app's pages to the profile app.
 *
 * Why here and not in the api-client contract: these are not member-base API calls but route
 * names of the specs, constants like every other enumeration; and `enums` imports nothing, so the
 * server, both SPAs and the dev gateway can all read one table without zod or React. Each app's own
 * route table (the hub's `route-paths.ts`) takes its cross-app entries from here.
 */
/** Hub pages named by other apps (hub spec §2). */
export const HubPagePath = /* @__PURE__ */ Object.freeze({
  /** The login method selection (hub spec §2 "Login"): the authentication host sends a standard OpenID Connect request's member here. */
  login: '/login',
  /** The login mail link's landing page (opened from the server's mail and Firebase's return). */
  loginValidateEmail: '/login/validate/email',
  /** The registration mail link's landing page. */
  registerValidateEmail: '/register/validate/email',
  /** The expired-link page of the registration mail link ({hash} of the profile spec §4). */
  registerValidateTimeout: '/register/validate/timeout',
  /** AuthenRegisterComplete: the e-mail of a signed-in member was verified (mail-link mode authRegist). */
  authenRegisterEmailComplete: '/AuthenRegister/Email/Complete',
  /** AuthRegisterTimeoutError: the authRegist mail link could not be looked up. */
  authenRegisterTimeout: '/AuthenRegister/timeout',
} as const);

/** The modes of the e-mail link flow the server mails a link for. */
export type MailLinkPageMode = 'login' | 'register';

/** The hub's validate/email page of a mail-link mode (`/login/validate/email`, `/register/validate/email`). */
export function validateEmailPathOf(mode: MailLinkPageMode): (typeof HubPagePath)[keyof typeof HubPagePath] {
  return mode === 'login' ? HubPagePath.loginValidateEmail : HubPagePath.registerValidateEmail;
}

/** The member API's two prefixes on the member host (ARCHITECTURE.md). */
export const ApiPathPrefix = /* @__PURE__ */ Object.freeze({
  /** The member-base API. */
  memberApi: '/member/v1',
  /** The authentication host (an OpenID Provider). */
  authHost: '/memberbase/v1',
} as const);

/** Endpoints of the authentication host that other apps name. */
export const AuthHostPath = /* @__PURE__ */ Object.freeze({
  /** The hand-back endpoint the hub sends the browser to with code and secure_code (hub spec §4 "After authorization"). */
  authorization: `${ApiPathPrefix.authHost}/authorization`,
  /** Where the OpenID Provider is mounted (its issuer's path). */
  oidc: `${ApiPathPrefix.authHost}/oidc`,
} as const);

/**
 * Page routes of the profile app (profile spec §2), as prefixes: each also covers its children
 * (`/profileEdit/prefectures`, `/changeEmail/error`, `/unsubscribe/complete`). `/valid` is the
 * profile's mail-link check; it does not cover the hub's `/validate/...` pages.
 */
export const profilePagePrefixes = /* @__PURE__ */ Object.freeze([
  '/profileEdit',
  '/memberProfileEdit',
  '/avator',
  '/changeEmail',
  '/providerLinkage',
  '/unsubscribe',
  '/kantanPwdEdit',
  '/valid',
  '/AuthRegister/ProviderLinkage',
] as const);
export type ProfilePagePrefix = (typeof profilePagePrefixes)[number];

/** Profile pages named by other apps (the server's e-mail change mail names the mail-link check). */
export const ProfilePagePath = /* @__PURE__ */ Object.freeze({
  /** The mail-link verification page (profile spec §4): query referenceKey and mode. */
  mailLinkValid: '/valid',
  /** 025_changeEmail. */
  changeEmail: '/changeEmail',
  /** 028_ProfileEdit of the community service. */
  profileEdit: '/profileEdit',
  /** The member profile edit: 028_ProfileEdit of the membership variant (profile spec §2). */
  memberProfileEdit: '/memberProfileEdit',
} as const);

/** `mode` of the profile's mail-link verification page (profile spec §4). */
export type ProfileMailLinkMode = 'register' | 'update' | 'authRegist';

/** The URL a mailed profile link opens: /valid?referenceKey=…&mode=…, on the member host. */
export function mailLinkValidUrl(origin: string, mode: ProfileMailLinkMode, referenceKey: string): string {
  const url = new URL(`${origin.replace(/\/$/, '')}${ProfilePagePath.mailLinkValid}`);
  url.searchParams.set('referenceKey', referenceKey);
  url.searchParams.set('mode', mode);
  return url.href;
}
/**
 * Hub pages the profile app's avatar picker goes back to (profile §2 "Avatar picker": register →
 * 008_profileRegister, d-account mode → daccountAuthentication). The hub's route table holds the
 * same paths (its registerProfile and daccountAuth).
 */
export const AvatarReturnHubPath = /* @__PURE__ */ Object.freeze({
  profileRegister: '/register/profile',
  daccountAuthentication: '/daccountRegister/auth',
} as const);

/**
 * Profile screens of the member host that the hub's complete screens go straight back to instead
 * of handing the member back to a service (hub spec §4 "D-account flow" Complete, profile spec §4
 * "Registration complete (carrier flow)": "if the return URL points at the profile-edit or
 * member-profile-edit route of the same host, go straight back"). Beside the spec's two: the
 * provider-linkage screens that start the carrier linkage, and the screens whose change needs a
 * recent sign-in and send the member to /login to sign in again (the e-mail change's
 * confirmation, the unsubscribe confirmation). Exact paths: nothing else of the host qualifies.
 */
export const ProfileReturnPath = /* @__PURE__ */ Object.freeze({
  profileEdit: '/profileEdit',
  memberProfileEdit: '/memberProfileEdit',
  providerLinkage: '/providerLinkage',
  authRegisterProviderLinkage: '/AuthRegister/ProviderLinkage',
  changeEmailConfirm: '/changeEmail/confirm',
  unsubscribe: '/unsubscribe',
} as const);

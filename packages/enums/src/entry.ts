/**
 * Entry rules shared by every screen: query parameter names, which may be empty, modes and
 * processes, local storage keys and the allow-lists (hub spec §2 "Entry rules", §3, §4;
 * profile spec §2, §3).
 */
import { isOneOf, valuesOf } from './option';

// ---- Query parameters ---------------------------------------------------------------------------

/** Every entry query parameter name, exactly as written in the spec. */
export const EntryParam = /* @__PURE__ */ Object.freeze({
  returnUrl: 'returnUrl',
  state: 'state',
  scope: 'scope',
  nonce: 'nonce',
  clientId: 'clientId',
  /** Accepted as an alias of clientId. */
  client_id: 'client_id',
  profile: 'profile',
  needs_authen_reg: 'needs_authen_reg',
  modeRegist: 'modeRegist',
  hidden: 'hidden',
  referer: 'referer',
  serviceId: 'serviceId',
  authProvider: 'authProvider',
  needsRefreshToken: 'needsRefreshToken',
  telno: 'telno',
  modelno: 'modelno',
  sid: 'sid',
  token: 'token',
  linkage_fcm_token: 'linkage_fcm_token',
  /**
   * The older service's signed launch assertion (migration, kantan register and auth-register,
   * game): not in the spec's list; it is how the older service vouches for the launch, carried
   * to the member API untouched (docs/decisions/0006).
   */
  assertion: 'assertion',
  provider: 'provider',
  error: 'error',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
  returnError: 'returnError',
  /**
   * Not in the spec's list: a client's PKCE challenge (RFC 7636, names as there), carried to the
   * authentication host's authorization request when the client gives one. Only S256 is accepted.
   */
  code_challenge: 'code_challenge',
  code_challenge_method: 'code_challenge_method',
  /**
   * Not in the spec's list: an OpenID Connect request's sign-in hints (OIDC Core §3.1.2.1, names
   * as there), which the authentication host passes on to `/login`: `login_hint` pre-fills the
   * e-mail field when it is an e-mail address, `ui_locales` picks ja or en for the screens.
   */
  login_hint: 'login_hint',
  ui_locales: 'ui_locales',
} as const);
export type EntryParamName = (typeof EntryParam)[keyof typeof EntryParam];
export const entryParamNames = valuesOf(EntryParam);
export const isEntryParamName = isOneOf(entryParamNames);

/** The OAuth-like core parameters of a client entry. */
export const coreEntryParamNames = /* @__PURE__ */ Object.freeze([
  'returnUrl',
  'state',
  'scope',
  'nonce',
  'clientId',
] as const);

/** Campaign parameters; they may be empty. */
export const campaignParamNames = /* @__PURE__ */ Object.freeze([
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly EntryParamName[]);
export type CampaignParamName = (typeof campaignParamNames)[number];

/** Parameters that may be present but empty; every other present value must be non-empty. */
export const emptyAllowedParamNames = /* @__PURE__ */ Object.freeze([
  'profile',
  ...campaignParamNames,
  'returnError',
] as const satisfies readonly EntryParamName[]);
export const isEmptyAllowedParamName = isOneOf(emptyAllowedParamNames);

/** In migration register `needsRefreshToken` may be empty too. */
export const migrationRegisterEmptyAllowedParamNames = /* @__PURE__ */ Object.freeze([
  ...emptyAllowedParamNames,
  'needsRefreshToken',
] as const satisfies readonly EntryParamName[]);

/** The PKCE method the authentication host accepts (RFC 7636 §4.2; `plain` is not). */
export const PKCE_METHOD = 'S256';

/** `hidden` is accepted only as '1' (hides the d-account button). */
export const HIDDEN_ACCEPTED_VALUE = '1';
/** `needs_authen_reg=auth` selects /authenRegister. */
export const NEEDS_AUTHEN_REG_AUTH = 'auth';
/** The string 'null' counts as "no token" in the payout and migration flows. */
export const NULL_TOKEN_STRING = 'null';
/**
 * The device assertion the phone app sends beside its push tokens (payout, migration login): a
 * short-lived JWT of the sibling apps' backend naming the tokens that phone holds. The name is
 * ours; the spec's flows pass push tokens only.
 */
export const DEVICE_ASSERTION_QUERY = 'device_assertion';
/** `mock=timeout` forces the timeout dialog open. */
export const MOCK_QUERY = 'mock';
export const MOCK_TIMEOUT_VALUE = 'timeout';
/** `selectImageFromDevice=false` disables choosing an image from the device. */
export const SELECT_IMAGE_FROM_DEVICE_QUERY = 'selectImageFromDevice';

/** Queries the hub appends to a return address. */
export const ReturnQuery = /* @__PURE__ */ Object.freeze({
  authTrue: 'auth=true',
  authFalse: 'auth=false',
  permittedTrue: 'permitted=true',
  providerEmail: 'provider=email',
  errorDaccount: 'error=daccount',
  statusAuthError: 'status=authError',
} as const);
/** Placeholders a return address may contain; {timestamp} is formatted YYYYMDDHHmmss. */
export const ReturnUrlPlaceholder = /* @__PURE__ */ Object.freeze({
  timestamp: '{timestamp}',
  domain: '{domain}',
  returnUrl: '{returnUrl}',
} as const);
export const RETURN_URL_TIMESTAMP_FORMAT = 'YYYYMDDHHmmss';

// ---- Modes and processes ---------------------------------------------------------------------------

/** Entry modes. Register requires the member not to exist; login and migration require that they exist. */
export const EntryMode = /* @__PURE__ */ Object.freeze({
  Register: 'register',
  Login: 'login',
  Migration: 'migration',
  DAccount: 'daccount',
  ProviderLinkage: 'provider-linkage',
  AuthenRegister: 'authen-register',
} as const);
export type EntryModeId = (typeof EntryMode)[keyof typeof EntryMode];
export const entryModeIds = valuesOf(EntryMode);
export const isEntryModeId = isOneOf(entryModeIds);

/** `mode` of the mail-link lookup (validate/email page). */
export const MailLinkMode = /* @__PURE__ */ Object.freeze({
  Register: 'register',
  Update: 'update',
  AuthRegist: 'authRegist',
} as const);
export type MailLinkModeId = (typeof MailLinkMode)[keyof typeof MailLinkMode];
export const mailLinkModeIds = valuesOf(MailLinkMode);
export const isMailLinkModeId = isOneOf(mailLinkModeIds);

/** The d-account process kept in local storage. */
export const DAccountProcess = /* @__PURE__ */ Object.freeze({
  Login: 'login',
  Register: 'register',
  Linkage: 'linkage',
  AuthRegister: 'authregister',
} as const);
export type DAccountProcessId = (typeof DAccountProcess)[keyof typeof DAccountProcess];
export const dAccountProcessIds = valuesOf(DAccountProcess);
export const isDAccountProcessId = isOneOf(dAccountProcessIds);

/** The `process` local value of the e-mail flows: login, register or migration. */
export const AuthProcess = /* @__PURE__ */ Object.freeze({
  Login: 'login',
  Register: 'register',
  Migration: 'migration',
} as const);
export type AuthProcessId = (typeof AuthProcess)[keyof typeof AuthProcess];
export const authProcessIds = valuesOf(AuthProcess);
export const isAuthProcessId = isOneOf(authProcessIds);

/** The stored `profile` value that shows the profile form; anything else is express mode. */
export const ProfileMode = /* @__PURE__ */ Object.freeze({ Input: 'input' } as const);
export type ProfileModeId = (typeof ProfileMode)[keyof typeof ProfileMode];
export const PROFILE_MODE_INPUT = ProfileMode.Input;

/** E-mail change completion is detected by `state=updated`. */
export const EMAIL_CHANGE_UPDATED_STATE = 'updated';

// ---- Local storage ----------------------------------------------------------------------------------

/** Local storage keys. */
export const StorageKey = /* @__PURE__ */ Object.freeze({
  /** The validated client entry (returnUrl, state, ...). */
  client: 'client',
  /** Forces exactly one page reload. */
  forceReload: 'forceReload',
  /** The key under which the server keeps the login parameters. */
  loginParamKey: 'loginParamKey',
  /** login, register, migration (or the d-account process). */
  process: 'process',
} as const);
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];
export const storageKeyNames = valuesOf(StorageKey);

// ---- Allow-lists ------------------------------------------------------------------------------------------

/** The spec's allow-list of return-address prefixes has 19 entries (development, staging, production). */
export const RETURN_URL_PREFIX_COUNT = 19;

/** A list of allowed return-address prefixes; `returnUrl` must start with one of them. */
export type ReturnUrlAllowList = readonly string[];

/**
 * Example development prefixes (the demo services on the dev and test gateway ports).
 * The spec hides the 19 real prefixes: the apps read them from the deployment's configuration
 * (`@member-hub/deployment-config`, `returnUrlPrefixes`); never hard-code them here.
 */
export const developmentReturnUrlPrefixes: ReturnUrlAllowList = /* @__PURE__ */ Object.freeze([
  'http://localhost:5170/',
  'http://localhost:5190/',
  'http://localhost:5191/',
  'http://127.0.0.1:5190/',
  'http://127.0.0.1:5191/',
  'http://localhost:6170/',
  'http://localhost:6190/',
  'http://localhost:6191/',
]);

/** A list of parent origins allowed to embed the prefecture-only flow. */
export type EmbedOriginAllowList = readonly string[];

/** Development parents (the demo services). */
export const developmentEmbedOrigins: EmbedOriginAllowList = /* @__PURE__ */ Object.freeze([
  'http://localhost:5190',
  'http://localhost:5191',
  'http://localhost:6190',
  'http://localhost:6191',
]);

/** Messages of the embedded flow's postMessage protocol (the ready message name is our choice; the spec hides it). */
export const EmbedMessage = /* @__PURE__ */ Object.freeze({
  /** Sent to the parent when the screen is ready. */
  ready: 'ready',
  /** The field the parent's message must carry. */
  encryptedIdField: 'encrypted_id',
  /** The field of the status report sent back. */
  statusField: 'status_code',
} as const);

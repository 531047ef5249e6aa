/**
 * Business constants and limits of section 9 of both specifications (hub = spec 000,
 * profile = spec 001). Durations are in milliseconds unless the name says otherwise;
 * lengths are counted in Unicode code points.
 */

// ---- HTTP and links --------------------------------------------------------------------------

/** Every member-base API call times out after 15 s (both specs). */
export const HTTP_TIMEOUT_MS = 15_000;
/** An e-mail sign-in link is valid for 30 minutes; later the expired page shows. */
export const MAIL_LINK_VALIDITY_MINUTES = 30;
export const MAIL_LINK_VALIDITY_MS = MAIL_LINK_VALIDITY_MINUTES * 60_000;
/**
 * Ours: the sign-in mail also carries a short numeric code the member can type in the browser that
 * asked for the mail (a link opened in a mail app's own browser still gets them in). Valid as long
 * as the link, once, and only while the link is unused.
 */
export const MAIL_CODE_LENGTH = 6;
/** Failed code (or address) entries for one mail before it must be sent again. */
export const MAIL_CODE_MAX_ATTEMPTS = 5;
/** Base path of the member-base API. */
export const MEMBER_API_BASE_PATH = '/member/v1';
/** Path on the authentication host that receives `code` and `secure_code`. */
export const AUTHORIZATION_HOST_PATH = '/memberbase/v1/authorization';

// ---- Buttons and loaders -----------------------------------------------------------------------

/** Debounce of submit, save, nickname check, provider link/unlink, delete and e-mail confirm. */
export const DEBOUNCE_MS = 600;
/** Debounce of the kantan login and kantan password change buttons. */
export const KANTAN_DEBOUNCE_MS = 200;
/** The registration page's own loader is hidden after 500 ms. */
export const REGISTER_PAGE_LOADER_HIDE_MS = 500;
/** Saving in profile registration shows the full loader after 1.4 s. */
export const SAVE_LOADER_DELAY_MS = 1_400;
/** Saving in the membership variant and in profile edit shows the loader after 4 s. */
export const SAVE_LOADER_DELAY_EDIT_MS = 4_000;
/** Sending the change-email mail shows the loader after 1.4 s. */
export const EMAIL_SEND_LOADER_DELAY_MS = 1_400;
/** Unsubscribing shows the loader after 1.4 s. */
export const UNSUBSCRIBE_LOADER_DELAY_MS = 1_400;
/** Delay before a page view is tracked. */
export const PAGE_TRACKING_DELAY_MS = 300;

// ---- Nickname generator --------------------------------------------------------------------------

/** Generated nicknames: 5 characters of ASCII letters and digits, no symbols. */
export const GENERATED_NICKNAME_LENGTH = 5;
/** At most 5 tries to find a free generated nickname, then 'generate nickname retry count max'. */
export const GENERATED_NICKNAME_MAX_TRIES = 5;
/** Wait between two generator tries. */
export const GENERATED_NICKNAME_RETRY_WAIT_MS = 300;
/** Alphabet of the generator (letters and digits). */
export const GENERATED_NICKNAME_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Thrown message when the generator gives up (hub spec §8). */
export const GENERATED_NICKNAME_ERROR_MESSAGE = 'generate nickname retry count max';

// ---- Profile form limits (current forms, profile spec §5/§9) -------------------------------------

export const NICKNAME_MAX_LENGTH = 20;
export const CITY_MAX_LENGTH = 50;
export const INTRODUCTION_MAX_LENGTH = 1_000;

// ---- Birthday ---------------------------------------------------------------------------------------

/** The birthday may be changed at most twice; the picker is disabled once the count reaches 2. */
export const BIRTHDAY_MAX_CHANGES = 2;
export const BIRTHDAY_YEAR_MIN = 1920;
export const BIRTHDAY_YEAR_MAX = 2019;
/** Age 18 or more is adult; under 18 is a minor (view only, private profile). */
export const ADULT_AGE = 18;
/** Default / "not entered" birthday (also the fallback of an invalid one). */
export const DEFAULT_BIRTHDAY = '1900-01-01';
/** How an unset birthday is shown in profile-edit mode of the picker. */
export const EDIT_MODE_UNSET_BIRTHDAY = '1920-01-01';
/** The member date rule accepts this "unset" month-day part. */
export const UNSET_MONTH_DAY = '-00-00';
/** Birthday wire format. */
export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';

// ---- Embedded prefecture flow -------------------------------------------------------------------------

/** The embedded flow gives up waiting for the parent's message after 7 s. */
export const EMBEDDED_FLOW_TIMEOUT_MS = 7_000;

// ---- Shop key -------------------------------------------------------------------------------------------

/** The shop key is the shop's phone number: 10 or 11 digits. */
export const SHOP_KEY_MIN_DIGITS = 10;
export const SHOP_KEY_MAX_DIGITS = 11;
/** The validator accepts up to 12 digits (so the online key passes). */
export const SHOP_KEY_VALIDATOR_MAX_DIGITS = 12;
/** The input element's maxlength. */
export const SHOP_KEY_INPUT_MAX_LENGTH = 11;
/** Lookup of the shop name starts at this many characters. */
export const SHOP_KEY_LOOKUP_MIN_LENGTH = 10;
/** Key meaning "bought online". */
export const ONLINE_SHOP_KEY = '999999999999';

// ---- Id ranges -------------------------------------------------------------------------------------------

export const PREFECTURE_ID_MIN = 0;
export const PREFECTURE_ID_MAX = 47;
export const REGION_ID_MIN = 93;
export const REGION_ID_MAX = 99;

// ---- Dates --------------------------------------------------------------------------------------------------

/**
 * First-edit check: createDate equals updateDate (seconds dropped) and is after this instant.
 * The spec gives no zone; the product is Japanese, so it is read as Japan time (+09:00).
 */
export const FIRST_EDIT_CUTOFF = '2020-12-24 00:00:00';
export const FIRST_EDIT_CUTOFF_ISO = '2020-12-24T00:00:00+09:00';

// ---- Carrier account (d-account) auth-register --------------------------------------------------------------

/** Length of the random `state` and `nonce` values. */
export const RANDOM_STATE_LENGTH = 11;
export const RANDOM_NONCE_LENGTH = 11;
/** Fixed `scope` of the auth-register request. */
export const CARRIER_SCOPE = 'claim_all';
/** Fixed `careerServiceId` of the auth-register request (the spec's spelling). */
export const CAREER_SERVICE_ID = '01';

// ---- Kantan (legacy registration number) ---------------------------------------------------------------------

export const KANTAN_PASSWORD_MIN_LENGTH = 6;
export const KANTAN_PASSWORD_MAX_LENGTH = 24;

// ---- Provider random password (register mode of the provider flow) ---------------------------------------------

/** 6 characters from letters, digits and ! # $ % &, followed by a date-time stamp. */
export const PROVIDER_RANDOM_PASSWORD_LENGTH = 6;
export const PROVIDER_RANDOM_PASSWORD_SYMBOLS = '!#$%&';

// ---- Layout -------------------------------------------------------------------------------------------------------

/** Dialogs are at most 500 px wide. */
export const DIALOG_MAX_WIDTH_PX = 500;

// ---- Image cropper --------------------------------------------------------------------------------------------------

export const CROPPED_IMAGE_WIDTH_PX = 160;
export const CROPPED_IMAGE_HEIGHT_PX = 160;
export const CROPPED_IMAGE_MIME_TYPE = 'image/png';
export const CROP_ASPECT_RATIO = 1;
export const CROP_MIN_WIDTH_PX = 100;
/** Any image file type is accepted for upload. */
export const CROP_ACCEPT = 'image/*';

// ---- Points -------------------------------------------------------------------------------------------------------------

/** A point add is tried at most 3 times. */
export const POINT_ADD_MAX_TRIES = 3;
/** Wait before retry n (1-based) is n × 1 s: 1 s, 2 s, 3 s. */
export const POINT_ADD_RETRY_BASE_WAIT_MS = 1_000;
export const POINT_ADD_RETRY_WAITS_MS = /* @__PURE__ */ Object.freeze([1_000, 2_000, 3_000] as const);
/** A point-add answer with this status or above counts as a failure. */
export const POINT_ADD_FAILURE_STATUS_MIN = 500;
/** Points stay valid one year from the last change of balance. */
export const POINT_VALIDITY_YEARS = 1;

// ---- Older form validators (hub spec §5) ---------------------------------------------------------------------------------

/** Field limits of the older validators (kept for sibling services that still use them). */
export const LegacyFieldLimits = /* @__PURE__ */ Object.freeze({
  familyName: 50,
  givenName: 50,
  familyNameKana: 50,
  givenNameKana: 50,
  nickname: 30,
  introduction: 1_200,
  email: 255,
  phone: 13,
  city: 50,
  town: 50,
  building: 50,
  postalCode: 8,
  height: 3,
  weight: 3,
} as const);
export type LegacyField = keyof typeof LegacyFieldLimits;

/**
 * Result flags of the older validators. They are summed: a value that is both badly formed and
 * too long yields `Format + Length` = 3.
 */
export const LegacyValidationFlag = /* @__PURE__ */ Object.freeze({ Ok: 0, Format: 1, Length: 2 } as const);
export type LegacyValidationFlagId = (typeof LegacyValidationFlag)[keyof typeof LegacyValidationFlag];
/** A summed result (0..3). */
export type LegacyValidationResult = 0 | 1 | 2 | 3;

// ---- Kantan brute-force guard (ours; the spec is silent) ---------------------------------------

/** Failed kantan logins for one registration number within the window before it is locked. */
export const KANTAN_MAX_FAILURES = 5;
/** The counting window of the failures, in minutes. */
export const KANTAN_FAILURE_WINDOW_MINUTES = 60;
/** How long a locked registration number waits (the hub's message says so), in minutes. */
export const KANTAN_LOCKOUT_MINUTES = 30;

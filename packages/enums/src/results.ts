/** Result codes of the legacy (kantan), push-relation and area-save calls. */
import { isOneOf, valuesOf } from './option';

/** Kantan (legacy registration number) calls: 1 success, 3 error, 4 bad credentials. */
export const KantanResult = /* @__PURE__ */ Object.freeze({
  Success: 1,
  Error: 3,
  BadCredentials: 4,
} as const);
export type KantanResultCode = (typeof KantanResult)[keyof typeof KantanResult];
export const kantanResultCodes = valuesOf(KantanResult);
export const isKantanResultCode = isOneOf(kantanResultCodes);

/** The legacy kantan flows accept only this `sid`. */
export const KANTAN_SID = 'community';

/** Push-token relation lookup (GET /member/v1/FcmTokenRelation): 1 exists, 2 not found, 3 error. */
export const PushRelationResult = /* @__PURE__ */ Object.freeze({
  Exists: 1,
  NotFound: 2,
  Error: 3,
} as const);
export type PushRelationResultCode = (typeof PushRelationResult)[keyof typeof PushRelationResult];
export const pushRelationResultCodes = valuesOf(PushRelationResult);
export const isPushRelationResultCode = isOneOf(pushRelationResultCodes);

/**
 * `fireBaseAuth` / `serviceType` of a push relation: which service the sign-in belongs to.
 * The spec hides the values; these follow its field names (rakucomFcmToken, lamembersFcmToken).
 */
export const PushRelationService = /* @__PURE__ */ Object.freeze({
  Rakucom: 'rakucom',
  Lamembers: 'lamembers',
} as const);
export type PushRelationServiceId = (typeof PushRelationService)[keyof typeof PushRelationService];

/** Area save (embedded prefecture flow) `result_code`: 1 OK, 2 bad request, 3 not found, 4 server error. */
export const AreaSaveResult = /* @__PURE__ */ Object.freeze({
  Ok: 1,
  BadRequest: 2,
  NotFound: 3,
  ServerError: 4,
} as const);
export type AreaSaveResultCode = (typeof AreaSaveResult)[keyof typeof AreaSaveResult];
export const areaSaveResultCodes = valuesOf(AreaSaveResult);
export const isAreaSaveResultCode = isOneOf(areaSaveResultCodes);

/** `result_code` → `status_code` reported to the parent page. */
export const areaSaveResultStatus = /* @__PURE__ */ Object.freeze({
  [AreaSaveResult.Ok]: 200,
  [AreaSaveResult.BadRequest]: 400,
  [AreaSaveResult.NotFound]: 404,
  [AreaSaveResult.ServerError]: 500,
} as const satisfies Record<AreaSaveResultCode, number>);
export type AreaSaveStatus = (typeof areaSaveResultStatus)[AreaSaveResultCode];

/** The HTTP-like status for an area result code; unknown codes count as a server error (500). */
export function areaSaveStatusOf(code: unknown): AreaSaveStatus {
  return isAreaSaveResultCode(code) ? areaSaveResultStatus[code] : 500;
}

/** Statuses after which the embedded flow offers "reload and register again". */
export const AREA_RETRY_STATUSES = /* @__PURE__ */ Object.freeze([500, 503] as const);

/** `update_type` of the area save: 'new' when the loaded prefecture id is 0, otherwise 'update'. */
export const AreaUpdateType = /* @__PURE__ */ Object.freeze({ New: 'new', Update: 'update' } as const);
export type AreaUpdateTypeId = (typeof AreaUpdateType)[keyof typeof AreaUpdateType];
/** `item_name` of the area save. */
export const AREA_ITEM_NAME = 'prefecture';

/** HTTP status policy shared by both apps (hub spec §7, profile spec §8). */
export const HttpStatusPolicy = /* @__PURE__ */ Object.freeze({
  /** 408 (or code ECONNABORTED) → timeout dialog. */
  timeout: Object.freeze([408] as const),
  /** 401 / 405 → back to the return address with status=authError if allowed, else the generic error page. */
  authError: Object.freeze([401, 405] as const),
  /** 500 / 503 (and no response) → generic error page. */
  genericError: Object.freeze([500, 503] as const),
  /** 400 / 403 / 404 are passed on to the caller. */
  passThrough: Object.freeze([400, 403, 404] as const),
} as const);
/** Axios-style abort code treated as a timeout. */
export const TIMEOUT_ERROR_CODE = 'ECONNABORTED';

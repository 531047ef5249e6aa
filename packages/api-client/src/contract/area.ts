/**
 * The embedded prefecture flow (profile spec §3 "Embedded prefecture-only profile screen", §4
 * "Embedded prefecture flow", §7 the calls `GET encrypted-me` and `PUT profile path + '/{id}'`, §8
 * the area result codes). The screen is not signed in: it holds the parent's `encrypted_id`, the
 * member id sealed by the server (authenticated encryption), which both calls carry in the
 * `X-Encrypted-Id` header: it is a credential, and a URL (query or path) is written to access logs,
 * proxies and the browser's history. The spec hides both paths; ours are `/member/v1/encryptedMe`
 * and `/member/v1/profile/prefecture` (the profile path of the item `prefecture`); the spec's
 * `{id}` of the save travels in the header too. An id in the query or the path is refused (400
 * encrypted_id.in_url).
 */
import { AREA_ITEM_NAME, AreaSaveResult, AreaUpdateType, prefectureCodes } from '@member-hub/enums';
import { z } from 'zod';

import { idName, lineText } from './fields';

/**
 * An encrypted id as the server issues it: `v1.` plus base64url (nonce, ciphertext, tag). Opaque to
 * every caller; only its shape is checked here.
 */
export const encryptedIdField = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_.-]+$/, 'text.format');

/** The header both calls carry the encrypted id in (lower case, as the contract names headers). */
export const ENCRYPTED_ID_HEADER = 'x-encrypted-id';

export const encryptedIdHeaders = z.object({ [ENCRYPTED_ID_HEADER]: encryptedIdField });
export type EncryptedIdHeaders = z.infer<typeof encryptedIdHeaders>;

// ---- GET encrypted-me ------------------------------------------------------------------------------

/** The prefecture flag ('1': the embedded flow's reading, the only one there is); the id is a header. */
export const encryptedMeQuery = z.object({
  prefecture: z.literal('1'),
});
export type EncryptedMeQuery = z.infer<typeof encryptedMeQuery>;

/**
 * "Me fields with prefecture and status_code": only the prefecture (id 0 = not selected), since the
 * encrypted id is a bearer value in a parent page; status_code 200 mirrors the HTTP status.
 */
export const encryptedMeResponse = z.object({
  prefecture: idName,
  status_code: z.literal(200),
});
export type EncryptedMeResponse = z.infer<typeof encryptedMeResponse>;

// ---- PUT profile path (the spec's '/{id}' is the X-Encrypted-Id header) ------------------------------

/** `referer` (the screen's optional query, '' when absent), `item_value` (1..47), `update_type`. */
export const areaBody = z.object({
  item_name: z.literal(AREA_ITEM_NAME),
  item_value: z.literal(prefectureCodes),
  update_type: z.enum([AreaUpdateType.New, AreaUpdateType.Update]),
  referer: lineText(2048),
});
export type AreaBody = z.infer<typeof areaBody>;
export type AreaBodyInput = z.input<typeof areaBody>;

/**
 * `result_code` 1 (OK) with HTTP 200. The other codes (2 bad request, 3 not found, 4 server error)
 * come with HTTP 400, 404 and 500 and the shared error body: `areaSaveStatusOf` (enums) maps each
 * code to its status, which the screen reports to the parent as `status_code`.
 */
export const areaResponse = z.object({ result_code: z.literal(AreaSaveResult.Ok) });
export type AreaResponse = z.infer<typeof areaResponse>;

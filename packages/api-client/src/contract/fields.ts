/**
 * Field schemas shared by several calls. Limits and ids come from @member-hub/enums.
 *
 * Request fields are strict (they guard what reaches the server); response fields are as loose
 * as the stored data may be (older records), so that a valid member never fails the contract.
 */
import {
  assetManagementIds,
  birthdayDisplayIds,
  habitSupplementIds,
  interestIds,
  isSocialMediaId,
  sexIds,
  travelFrequencyIds,
} from '@member-hub/enums';
import {
  citySchema,
  emailSchema,
  introductionSchema,
  nicknameSchema,
  shopKeySchema,
} from '@member-hub/validators';
import { z } from 'zod';

// ---- Bounds of free request values ----------------------------------------------------------------
//
// Every request string has a maximum length and refuses characters that mean nothing in it, so
// that no value reaches the database that it cannot hold (PostgreSQL refuses U+0000; a btree row
// holds at most 8 KB; integer columns hold 32 bits) and no field fills the 2 MiB body limit. The
// spec gives no lengths for these values: the limits are ours, generous for real data.

/** The largest value of a PostgreSQL `integer` column. */
export const INT4_MAX = 2_147_483_647;

/**
 * C0 controls, DEL, C1 controls and unpaired surrogates (which would be stored as U+FFFD).
 * `TEXT_CONTROLS` keeps tab, line feed and carriage return for multi-line text.
 */
const LINE_CONTROLS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const TEXT_CONTROLS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Issue messages of the bounds (codes, like the validators' messages). */
export const BoundIssue = Object.freeze({
  MaxLength: 'text.max_length',
  Controls: 'text.control_characters',
  Format: 'text.format',
} as const);

/** One line of text, at most `max` UTF-16 units, no control characters. */
export const lineText = (max: number) =>
  z
    .string()
    .max(max, BoundIssue.MaxLength)
    .refine((v) => !LINE_CONTROLS.test(v), BoundIssue.Controls);

/** Text that may hold tab and line breaks, at most `max` UTF-16 units, no other control characters. */
export const multilineText = (max: number) =>
  z
    .string()
    .max(max, BoundIssue.MaxLength)
    .refine((v) => !TEXT_CONTROLS.test(v), BoundIssue.Controls);

/** A key the server handed out (loginParamKey, referenceKey, code): printable ASCII, no spaces. */
export const keyField = z
  .string()
  .min(1)
  .max(256, BoundIssue.MaxLength)
  .regex(/^[\x21-\x7e]+$/, BoundIssue.Format);

/** An outside system's id (legacy registration number, d-account, senior entry): 128 characters. */
export const externalIdField = lineText(128);

/** A flag or count stored in an `integer` column: 0..2^31-1. */
export const int4Flag = z.number().int().min(0).max(INT4_MAX);

/** A date-time sent by a client: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or ISO 8601 with fraction and zone. */
export const dateTimeInput = z
  .string()
  .max(40, BoundIssue.MaxLength)
  .regex(
    /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/,
    BoundIssue.Format,
  );

/** A social media ("social skill") id of @member-hub/enums. */
export const socialMediaIdField = z
  .number()
  .int()
  .refine((id) => isSocialMediaId(id), 'select.invalid');

/**
 * E-mail address by the hub's rule (required, format, RFC local part); issue messages are the
 * validators' codes ('email.required', 'email.format', 'email.rfc').
 */
export const emailField = emailSchema.max(254, 'email.format');

/** Nickname: required, allowed characters, at most 20 code points ('nickname.*', 'text.max_length'). */
export const nicknameField = nicknameSchema;

/** YYYY-MM-DD; '1900-01-01' means "not entered". */
export const birthdayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'birthday must be YYYY-MM-DD');

/** A date-time as text (ISO 8601 or 'YYYY-MM-DD HH:mm:ss'), as stored. */
export const dateTimeField = z.string();

/** A string-valued query flag. */
export const queryString = z.string();

const literalOf = <const T extends readonly number[]>(ids: T) => z.literal(ids);

export const sexIdField = literalOf(sexIds);
export const birthdayDisplayField = literalOf(birthdayDisplayIds);
export const interestIdField = literalOf(interestIds);
/** 0 = not answered. */
export const travelFrequencyIdField = z.union([z.literal(0), literalOf(travelFrequencyIds)]);
/** 0 = not answered. */
export const habitSupplementField = z.union([z.literal(0), literalOf(habitSupplementIds)]);
/** 0 = not answered. */
export const assetManagementField = z.union([z.literal(0), literalOf(assetManagementIds)]);
/** 0 = not selected, 1..47 = the prefectures in standard order. */
export const prefectureIdField = z.number().int().min(0).max(47);

/** City: optional, at most 50 code points; line breaks normalised to '\\n'. */
export const cityField = citySchema;
/** Introduction: optional, at most 1,000 code points; line breaks normalised to '\\n'. */
export const introductionField = introductionSchema;
/** Shop key: '' or 10..12 digits (999999999999 = online). */
export const shopKeyField = shopKeySchema;

/** `{ id, name }` as the member record carries enumerations. */
export const idName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idName>;

/** '1' normal, '2' blocks the SSO shortcut, '' (revoked). */
export const memberStatusField = z.string();
/** '1' community, '2' members service, '3' both. */
export const serviceUsageField = z.string();

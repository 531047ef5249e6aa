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

/**
 * E-mail address by the hub's rule (required, format, RFC local part); issue messages are the
 * validators' codes ('email.required', 'email.format', 'email.rfc').
 */
export const emailField = emailSchema;

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

/**
 * Field schemas shared by several calls. Limits and ids come from @member-hub/enums.
 *
 * Request fields are strict (they guard what reaches the server); response fields are as loose
 * as the stored data may be (older records), so that a valid member never fails the contract.
 */
import {
  CITY_MAX_LENGTH,
  INTRODUCTION_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  assetManagementIds,
  birthdayDisplayIds,
  habitSupplementIds,
  interestIds,
  sexIds,
  travelFrequencyIds,
} from '@member-hub/enums';
import { z } from 'zod';

// TODO(validators): switch to the e-mail / nickname / birthday schemas of @member-hub/validators
// once that package publishes them; these minimal local rules keep the same limits meanwhile.

/** E-mail address, at most 255 characters (hub spec §5 older limit, also the RFC maximum). */
export const emailField = z.string().trim().min(1).max(255).pipe(z.email());

/** Nickname as sent by the forms: 1..20 characters (profile spec §9). */
export const nicknameField = z.string().min(1).max(NICKNAME_MAX_LENGTH);

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

export const cityField = z.string().max(CITY_MAX_LENGTH);
export const introductionField = z.string().max(INTRODUCTION_MAX_LENGTH);

/** `{ id, name }` as the member record carries enumerations. */
export const idName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idName>;

/** '1' normal, '2' blocks the SSO shortcut, '' (revoked). */
export const memberStatusField = z.string();
/** '1' community, '2' members service, '3' both. */
export const serviceUsageField = z.string();

/**
 * Member calls: me (GET/POST/PUT/DELETE), login histories, nickname check, thumbnail upload
 * address, moderation check (postjudge), logout. Hub spec §7, profile spec §3 and §7.
 */
import { MemberStatus } from '@member-hub/enums';
import { z } from 'zod';

import {
  assetManagementField,
  birthdayDisplayField,
  birthdayField,
  cityField,
  dateTimeField,
  dateTimeInput,
  emailField,
  externalIdField,
  habitSupplementField,
  idName,
  int4Flag,
  interestIdField,
  introductionField,
  lineText,
  memberStatusField,
  nicknameField,
  prefectureIdField,
  serviceUsageField,
  sexIdField,
  shopKeyField,
  socialMediaIdField,
  travelFrequencyIdField,
} from './fields';

// ---- GET /member/v1/me --------------------------------------------------------------------------

/**
 * `registerNum=1` asks for the registration-number fields (rakucomId, rakuUid, rakuPW) that the
 * profile edit screen shows; without it the server answers rakuPW as '' (our choice: the spec
 * only says "optional registerNum=1").
 */
export const getMeQuery = z.object({ registerNum: z.literal('1').optional() });
export type GetMeQuery = z.infer<typeof getMeQuery>;

export const pointHistoryEntry = z.object({
  /** The reason text, e.g. profile input (mail address); the point status is derived from it. */
  pointReason: z.string(),
  pointCode: z.string().optional(),
  createDate: dateTimeField.optional(),
});
export type PointHistoryEntry = z.infer<typeof pointHistoryEntry>;

/** The member record, every field of "Member (me)" in profile spec §3. */
export const meResponse = z.object({
  uid: z.string(),
  nickname: z.string(),
  introduction: z.string(),
  /** A preset file name (e.g. 'icon12'), an uploaded 'file', or a cloud-storage path (second service). */
  thumbnail: z.string(),
  /** The address the browser shows. */
  displayThumbnail: z.string(),
  /** File name of the moderated (modified) image, '' when none. */
  modifiedThumbnail: z.string(),
  imageType: z.string(),
  /** YYYY-MM-DD; '1900-01-01' means not entered. */
  birthday: z.string(),
  /** Where the birthday came from (e.g. 'user', 'migration', 'daccount'); null when unknown. */
  birthdaySource: z.string().nullable(),
  /** 1 full date, 2 year only, 3 month and day only, 4 nothing (default 1). */
  birthdayDisplay: z.number().int(),
  birthdayChangeCount: z.number().int(),
  /**
   * Under 18 today (profile §1): the member's profile is private, and a service lets them only
   * view posts (no posting, reacting or following). False when the birthday is not entered.
   * Optional for clients of an older member API; this member API always sends it.
   */
  under18: z.boolean().optional(),
  /** id 0 = not selected. */
  prefecture: idName,
  city: z.string(),
  /** id 0 = unselected. */
  sex: idName,
  interests: z.array(idName),
  /** id 0 = not answered. */
  travelFrequency: idName,
  /** 0 not answered, 1 yes, 2 no. */
  habitSupplement: z.number().int(),
  /** 0 not answered, 1 doing, 2 not doing. */
  assetManagement: z.number().int(),
  socialSkills: z.array(z.object({ id: z.number().int() })),
  email: z.string(),
  phone: z.string().nullable(),
  /** Legacy community registration number, '' when none. */
  rakucomId: z.string(),
  rakuUid: z.string(),
  rakuPW: z.string(),
  daccountEntryUserId: z.string(),
  dPtNumberLast4Digits: z.string(),
  seniorEntryUserId: z.string(),
  /** Default 1. */
  seniorEntryFlag: z.number().int(),
  seniorEntryJoinDate: dateTimeField.nullable(),
  seniorEntryDataSyncDate: dateTimeField.nullable(),
  shopKey: z.string(),
  shopName: z.string(),
  pointHistory: z.array(pointHistoryEntry),
  /** '1' normal, '2' blocks the SSO shortcut. */
  memberStatus: memberStatusField,
  /** '1' community, '2' members service, '3' both. */
  serviceUsage: serviceUsageField,
  createDate: dateTimeField,
  updateDate: dateTimeField,
  serviceLocks: z.array(z.object({ serviceId: z.string() })),
  status_code: z.number().int(),
});
export type MeResponse = z.infer<typeof meResponse>;

// ---- POST / PUT /member/v1/me -------------------------------------------------------------------

/**
 * The profile update payload (profile spec §3). The spec's "two mode flags" are `memberStatus`
 * (first flag, '1') and `serviceUsage` (second flag, '2' for the membership variant, else '1').
 * POST creates the member (nickname required); PUT updates only the fields sent.
 * An empty `thumbnail` never overwrites a stored one (server rule).
 */
const profileFields = {
  nickname: nicknameField,
  /** Prefecture id (0 = not selected). */
  prefecture: prefectureIdField,
  city: cityField,
  /** Storage path or preset name; '' keeps the stored value. */
  thumbnail: lineText(512),
  introduction: introductionField,
  /** Sex id (0 = unset). */
  sex: z.union([z.literal(0), sexIdField]),
  phone: lineText(13).nullable(),
  birthday: birthdayField,
  birthdayDisplay: birthdayDisplayField,
  /** Interest ids. */
  interests: z.array(interestIdField).max(100),
  email: z.union([z.literal(''), emailField]),
  assetManagement: assetManagementField,
  habitSupplement: habitSupplementField,
  /** Travel frequency id (0 = not answered). */
  travelFrequency: travelFrequencyIdField,
  /** Social skill ids (social media ids of @member-hub/enums). */
  socialSkills: z.array(socialMediaIdField).max(20),
  rakucomId: externalIdField,
  daccountEntryUserId: externalIdField,
  dPtNumberLast4Digits: z.string().regex(/^(\d{4})?$/),
  seniorEntryUserId: externalIdField,
  seniorEntryFlag: int4Flag,
  seniorEntryJoinDate: dateTimeInput.nullable(),
  seniorEntryDataSyncDate: dateTimeInput.nullable(),
  /** Shop phone number, 10 or 11 digits, or 999999999999 (online); '' when none. */
  shopKey: shopKeyField,
  /** First mode flag, default '1' ('' or one digit). */
  memberStatus: z.string().regex(/^\d?$/, 'text.format').default('1'),
  /** Second mode flag, default '1' ('2' for the membership variant). */
  serviceUsage: z.enum(['1', '2', '3']).default('1'),
};

export const createMeBody = z.object({
  ...z.object(profileFields).partial().shape,
  nickname: nicknameField,
  memberStatus: profileFields.memberStatus,
  serviceUsage: profileFields.serviceUsage,
});
export type CreateMeBody = z.infer<typeof createMeBody>;
export type CreateMeBodyInput = z.input<typeof createMeBody>;

export const updateMeBody = z.object({
  ...z.object(profileFields).partial().shape,
  memberStatus: profileFields.memberStatus,
  serviceUsage: profileFields.serviceUsage,
});
export type UpdateMeBody = z.infer<typeof updateMeBody>;
export type UpdateMeBodyInput = z.input<typeof updateMeBody>;

// ---- POST /member/v1/me/loginHistories -----------------------------------------------------------

/**
 * A login history entry. `provider` is the mode or provider label (login, register, migration,
 * d-account, kantan, google, …); `serviceName` is the service code ('1' main service, '2' members
 * service). `returnUrl` carries the return address (hub spec §3 "Login history entry").
 */
export const loginHistoryBody = z.object({
  provider: lineText(64).min(1),
  serviceName: z.enum(['1', '2']),
  returnUrl: lineText(2048).optional(),
});
export type LoginHistoryBody = z.infer<typeof loginHistoryBody>;

// ---- GET /member/v1/nickname ----------------------------------------------------------------------

/** `rakucomId` lets the server ignore the caller's own legacy record. */
export const nicknameCheckQuery = z.object({
  nickname: lineText(100).min(1),
  rakucomId: externalIdField.optional(),
});
export type NicknameCheckQuery = z.infer<typeof nicknameCheckQuery>;

/** `exsist` (spelled as the spec writes it): true when another member uses the nickname. */
export const nicknameCheckResponse = z.object({ exsist: z.boolean() });
export type NicknameCheckResponse = z.infer<typeof nicknameCheckResponse>;

// ---- POST /member/v1/thumbnailUrl ------------------------------------------------------------------

/** Image types accepted for upload (the cropper produces PNG). */
export const imageTypeField = z.enum(['png', 'jpeg', 'gif', 'webp']);
export type ImageType = z.infer<typeof imageTypeField>;

export const thumbnailUrlQuery = z.object({ type: imageTypeField });
export type ThumbnailUrlQuery = z.infer<typeof thumbnailUrlQuery>;

/**
 * The upload address. The caller then PUTs the image bytes to `url` with
 * `Content-Type: image/<imageType>` (see `uploadThumbnail` in the client) and saves
 * `bucketname/filename` as the member's thumbnail.
 */
export const thumbnailUrlResponse = z.object({
  url: z.string(),
  imageType: imageTypeField,
  /** First path part of the url. */
  bucketname: z.string(),
  /** Second path part of the url. */
  filename: z.string(),
});
export type ThumbnailUrlResponse = z.infer<typeof thumbnailUrlResponse>;

// ---- POST /member/v1/me/postjudge -------------------------------------------------------------------

/**
 * Moderation check of text and image. Passing answers 204; a rejection answers 400
 * `postjudge.rejected` with details naming the rejected field(s).
 */
export const postjudgeBody = z.object({
  username: z.string().max(256),
  nickname: z.string().max(256),
  introduction: z.string().max(4_000),
  /** Image data only (the `data:...;base64,` prefix removed); '' when the image is unchanged. Bounded by the body limit. */
  thumbnailBase64: z.string(),
  imageType: z.string().max(32),
  updateDate: z.string().max(64),
});
export type PostjudgeBody = z.infer<typeof postjudgeBody>;

/**
 * The post-judge body for a member's texts as they are saved (the image is not sent again:
 * thumbnailBase64 and imageType ''). Profile spec §4: after the profile register and edit saves.
 */
export function postjudgeBodyOf(
  username: string,
  texts: { readonly nickname: string; readonly introduction: string },
  now: Date,
): PostjudgeBody {
  return {
    username,
    nickname: texts.nickname,
    introduction: texts.introduction,
    thumbnailBase64: '',
    imageType: '',
    updateDate: now.toISOString(),
  };
}

/** The profile form's fields (profile register, d-account register, profile edit), as the me body names them. */
export interface ProfileBodyValues {
  readonly thumbnail: string;
  readonly nickname: string;
  readonly interests: readonly number[];
  readonly travelFrequency: number;
  readonly habitSupplement: number;
  readonly assetManagement: number;
  readonly birthdayDisplay: number;
  readonly prefecture: number;
  readonly city: string;
  readonly sex: number;
  readonly introduction: string;
  readonly socialSkills: readonly number[];
}

/**
 * The part of a POST/PUT me body that the profile form fills: its fields, memberStatus '1' and
 * the variant's serviceUsage. The birthday, the address and the shop are the caller's: a new
 * member sends them as they are, the edit only what changed.
 */
export function profileBodyOf(
  values: ProfileBodyValues,
  serviceUsage: UpdateMeBodyInput['serviceUsage'],
): UpdateMeBodyInput {
  return {
    nickname: values.nickname,
    thumbnail: values.thumbnail,
    interests: [...values.interests],
    travelFrequency: values.travelFrequency,
    habitSupplement: values.habitSupplement,
    assetManagement: values.assetManagement,
    birthdayDisplay: values.birthdayDisplay,
    prefecture: values.prefecture,
    city: values.city,
    sex: values.sex,
    introduction: values.introduction,
    socialSkills: [...values.socialSkills],
    memberStatus: MemberStatus.Normal,
    serviceUsage,
  } as UpdateMeBodyInput;
}

/**
 * Profile edit (profile spec §2 "Profile edit", §4 "Profile edit", §5, §8, §9): 028_ProfileEdit
 * (community) and 031_MemberProfileEdit (membership) with their confirm and complete children.
 * Loading → form → (valid) confirm → save → complete. Plain functions: the screens only wire them.
 */
import {
  ApiErrorCode,
  hasErrorCode,
  isAuthError,
  isHttpError,
  isTimeoutError,
  type MeResponse,
  type MemberApiClient,
  postjudgeBodyOf,
  profileBodyOf,
  type UpdateMeBodyInput,
} from '@member-hub/api-client';
import {
  BIRTHDAY_MAX_CHANGES,
  DEFAULT_BIRTHDAY,
  DEFAULT_ICON,
  HIDDEN_ACCEPTED_VALUE,
} from '@member-hub/enums';
import {
  becomesAdult,
  birthdayChangeOf,
  type ClientRecord,
  isAllowedReturnUrl,
  isFirstEdit,
  normalizeBirthday,
  returnAddress,
  type ServiceVariant,
  needsPostjudge,
} from '@member-hub/validators';

import { type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { clearDraft, ProfileEditKey, type ProfileEditValues } from '../shared/profile-draft';

export { hiddenLeaveAddress } from './entry';
export {
  applyAvatarChoice,
  clearDraft,
  keepDraft,
  keepFormDraft,
  ProfileEditKey,
  type ProfileEditValues,
  readDraft,
  readDraftForConfirm,
  setDraftThumbnail,
  thumbnailUrlOf,
  withAvatarChoice,
} from '../shared/profile-draft';

// ---- Query ---------------------------------------------------------------------------------------

/**
 * The provider of the linkage error banner (`error=google|docomo`; `docomo-type` is the linkage name,
 * `daccount` what the hub's d-account linkage returns with).
 */
export type LinkageErrorProvider = 'google' | 'docomo';

export interface ProfileEditQuery {
  /** hidden=1: the carrier (d-account) linkage is hidden; in the membership variant the whole section. */
  readonly hidden: boolean;
  /** error=google|docomo: the provider-linkage error banner. */
  readonly linkageError: LinkageErrorProvider | null;
  /** selectImageFromDevice=false: the avatar picker offers no upload from the device. */
  readonly selectImageFromDevice: boolean;
}

/** The query the edit screen reads (`returnUrl` and `serviceId` are the entry rules' part). */
export function parseProfileEditQuery(search: URLSearchParams): ProfileEditQuery {
  const error = search.get('error');
  return {
    hidden: search.get('hidden') === HIDDEN_ACCEPTED_VALUE,
    linkageError:
      error === 'google'
        ? 'google'
        : // The hub's d-account flow returns error=daccount (hub §4); the profile spec names docomo.
          error === 'docomo' || error === 'docomo-type' || error === 'daccount'
          ? 'docomo'
          : null,
    selectImageFromDevice: search.get('selectImageFromDevice') !== 'false',
  };
}

/** 'cancel and return to my page': the stored return address (placeholders filled), or null. */
export function cancelAddress(
  client: ClientRecord | null,
  allowed: readonly string[],
  memberHost: string,
): string | null {
  if (!client || !isAllowedReturnUrl(client.returnUrl, allowed)) return null;
  return returnAddress(client.returnUrl, null, { hubHost: memberHost });
}

// ---- Sections --------------------------------------------------------------------------------------

export interface ProviderLinkageView {
  /** The section is shown at all (hidden in the membership variant when hidden=1). */
  readonly show: boolean;
  readonly google: boolean;
  readonly docomo: boolean;
}

/**
 * Provider linkage (profile §2, §6): the Google option is hidden in the second (membership)
 * service; the carrier linkage is hidden when hidden is '1'. In the membership variant with
 * hidden=1 nothing is left, so the section is hidden.
 */
export function providerLinkageView(variant: ServiceVariant, hidden: boolean): ProviderLinkageView {
  const google = variant.offersGoogle;
  const docomo = !hidden;
  return { show: google || docomo, google, docomo };
}

export interface RegistrationNumberView {
  /** The community registration number (rakucomId). */
  readonly number: string;
  /**
   * The password: undefined until the member asks to see it (GET /me/registerNum, right after a
   * sign-in only), then the known one or null (eight dashes with the support note).
   */
  readonly password: string | null | undefined;
  /** rakuUid for /kantanPwdEdit. */
  readonly rakuUid: string;
}

/** The registration number section: only for a member with a community registration id. */
export function registrationNumberView(
  me: Pick<MeResponse, 'rakucomId' | 'rakuUid'>,
  revealed: RegisterNumPassword = { kind: 'unread' },
): RegistrationNumberView | null {
  if (!me.rakucomId) return null;
  const password = revealed.kind === 'read' ? revealed.password || null : undefined;
  return { number: me.rakucomId, password, rakuUid: me.rakuUid || me.rakucomId };
}

/**
 * The registration password as the section knows it: not read yet, read (GET /me/registerNum),
 * refused because the sign-in is older than 5 minutes (the member signs in again), or failed.
 */
export type RegisterNumPassword =
  | { readonly kind: 'unread' }
  | { readonly kind: 'read'; readonly password: string }
  | { readonly kind: 'sign-in-again' }
  | { readonly kind: 'failed' };

/** Reads the password; a stale sign-in is its own answer, not an error. */
export async function readRegisterNumPassword(
  api: Pick<MemberApiClient, 'getRegisterNum'>,
): Promise<RegisterNumPassword> {
  try {
    return { kind: 'read', password: (await api.getRegisterNum()).rakuPW };
  } catch (error) {
    if (isHttpError(error) && error.code === 'auth.recent_login_required') return { kind: 'sign-in-again' };
    return { kind: 'failed' };
  }
}

/** Changes of the birthday left (profile §5, §9): 0 at BIRTHDAY_MAX_CHANGES, when the pickers are disabled. */
export function birthdayChangesLeft(changeCount: number): number {
  return Math.max(0, BIRTHDAY_MAX_CHANGES - changeCount);
}

/**
 * Submit does not proceed, and the data is reloaded, when the member has no e-mail, no rakucomId
 * and no d-account id (profile §4): such a record cannot be the signed-in member's full profile.
 */
export function isSubmitBlocked(
  me: Pick<MeResponse, 'email' | 'rakucomId' | 'daccountEntryUserId'>,
): boolean {
  return !me.email && !me.rakucomId && !me.daccountEntryUserId;
}

// ---- Values ----------------------------------------------------------------------------------------

/** The member as the form's starting values (birthday normalised: missing or '-00' → 1900-01-01). */
export function formValuesOf(me: MeResponse): ProfileEditValues {
  return {
    thumbnail: me.thumbnail || DEFAULT_ICON,
    nickname: me.nickname,
    interests: me.interests.map((i) => i.id),
    travelFrequency: me.travelFrequency.id,
    habitSupplement: me.habitSupplement,
    assetManagement: me.assetManagement,
    birthday: normalizeBirthday(me.birthday),
    birthdayDisplay: me.birthdayDisplay,
    prefecture: me.prefecture.id,
    city: me.city,
    sex: me.sex.id,
    introduction: me.introduction,
    socialSkills: me.socialSkills.map((s) => s.id),
    shopKey: me.shopKey,
    shopName: me.shopName,
  };
}

/**
 * The confirmation's first-edit notice (profile §4): createDate equals updateDate with the seconds
 * dropped, after 2020-12-24. A member who registers and edits within the same minute still meets
 * that rule after a save, so an edit this browser saved for the member ends the first edit too.
 */
export function showsFirstEditNotice(
  me: Pick<MeResponse, 'uid' | 'createDate' | 'updateDate'>,
  storage?: Pick<KeyValueStorage, 'getItem'>,
): boolean {
  if (storage && storage.getItem(ProfileEditKey.saved) === me.uid) return false;
  return isFirstEdit(me);
}

/**
 * The confirmation's warning (profile §2): the age moves from under 18 to 18 or over. An unset
 * birthday (1900-01-01) counts as adult, so entering a first birthday never warns.
 */
export function showsAdultWarning(before: string, after: string, today: Date = new Date()): boolean {
  return becomesAdult(normalizeBirthday(before), normalizeBirthday(after), today);
}

/**
 * The confirmation's note when saving uses one of the two birthday changes (profile §5, §9): the
 * changes left after this save (1 or 0), or null when the birthday is unchanged or set for the
 * first time (which does not count), the server's own rule.
 */
export function birthdayChangesLeftAfter(
  me: Pick<MeResponse, 'birthday' | 'birthdayChangeCount'>,
  birthday: string,
): number | null {
  const change = birthdayChangeOf(
    { birthday: normalizeBirthday(me.birthday), birthdayChangeCount: me.birthdayChangeCount },
    birthday,
  );
  if (change.kind !== 'set' || change.birthdayChangeCount === me.birthdayChangeCount) return null;
  return birthdayChangesLeft(change.birthdayChangeCount);
}

/** The post-judge check is needed only when the nickname, introduction or thumbnail changed (validators). */
export { needsPostjudge };

/**
 * PUT /member/v1/me body: the profile fields of the form, memberStatus '1', serviceUsage of the
 * variant. The birthday is sent only when it changed, so an unchanged birthday never meets the
 * server's change counter; the thumbnail is sent as it is (an empty value keeps the stored one).
 */
export function updateMeBodyOf(
  values: ProfileEditValues,
  initial: ProfileEditValues,
  variant: ServiceVariant,
): UpdateMeBodyInput {
  const body = profileBodyOf(values, variant.serviceUsage);
  const extra: { shopKey?: string; birthday?: string } = {};
  // The shop of device purchase belongs to the membership variant only.
  if (variant.asksPurchaseShop && values.shopKey !== undefined) extra.shopKey = values.shopKey;
  if (normalizeBirthday(values.birthday) !== normalizeBirthday(initial.birthday)) {
    extra.birthday = normalizeBirthday(values.birthday);
  }
  return { ...body, ...extra } as UpdateMeBodyInput;
}

// ---- Save ------------------------------------------------------------------------------------------

export type ProfileEditApi = Pick<MemberApiClient, 'updateMe' | 'postjudge'>;

export type SaveProfileEditResult =
  | { kind: 'complete'; me: MeResponse }
  /** 'Not Authorized': no ID token at save time (the unauthorised return). */
  | { kind: 'not-authorized' }
  /** 408 or abort: the timeout dialog. */
  | { kind: 'timeout'; error: unknown }
  /** 401/405: the unauthorised return (status=authError). */
  | { kind: 'auth-error'; error: unknown }
  /** 409 nickname.taken: another member took the nickname meanwhile. */
  | { kind: 'nickname-taken'; error: unknown }
  /** The catalogue's alert 処理に失敗しました。もう一度お試しください。 (values kept for a retry). */
  | { kind: 'failed'; error: unknown };

export interface SaveProfileEditDeps {
  readonly api: ProfileEditApi;
  readonly storage: KeyValueStorage;
  readonly getIdToken: () => Promise<string | null>;
  readonly now?: () => Date;
}

/**
 * Save (profile §4): the ID token must be there ('Not Authorized' otherwise), PUT the profile
 * (the server takes the member from the token: a member edits only their own profile), run the
 * post-judge check when the nickname, introduction or thumbnail changed, clear the draft → complete.
 * The post-judge payload's username is the member's uid and its image data is empty: an uploaded
 * image is judged when it is uploaded.
 */
export async function saveProfileEdit(
  deps: SaveProfileEditDeps,
  input: {
    readonly uid: string;
    readonly values: ProfileEditValues;
    readonly initial: ProfileEditValues;
    readonly variant: ServiceVariant;
  },
): Promise<SaveProfileEditResult> {
  const token = await deps.getIdToken().catch(() => null);
  if (!token) return { kind: 'not-authorized' };
  let me: MeResponse;
  try {
    me = await deps.api.updateMe({ body: updateMeBodyOf(input.values, input.initial, input.variant) });
    if (needsPostjudge(input.values, input.initial)) {
      await deps.api.postjudge({
        body: postjudgeBodyOf(input.uid, input.values, deps.now ? deps.now() : new Date()),
      });
    }
  } catch (error) {
    if (isTimeoutError(error)) return { kind: 'timeout', error };
    if (isAuthError(error)) return { kind: 'auth-error', error };
    if (hasErrorCode(error, ApiErrorCode.NicknameTaken)) return { kind: 'nickname-taken', error };
    return { kind: 'failed', error };
  }
  clearDraft(deps.storage);
  deps.storage.setItem(ProfileEditKey.saved, input.uid);
  return { kind: 'complete', me };
}

/** The unset birthday, for callers that compare. */
export const UNSET_BIRTHDAY = DEFAULT_BIRTHDAY;

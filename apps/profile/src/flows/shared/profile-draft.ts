/**
 * The profile edit's draft, which the form, its confirmation and the avatar picker hand to each
 * other through the local store (profile spec §2 "Profile edit", "Avatar picker"; the spec's
 * stopReload flag), and the picture a thumbnail value shows.
 */
import { type MeResponse } from '@member-hub/api-client';
import { type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { isPresetIconId } from '@member-hub/enums';
import { type ProfileFormValues } from '@member-hub/ui';

/**
 * What the form edits and the confirmation shows: ui's ProfileFormValues, plus the membership
 * variant's shop of device purchase (filled by the PurchaseShopSection slot).
 */
export type ProfileEditValues = Readonly<ProfileFormValues> & {
  readonly shopKey?: string;
  readonly shopName?: string;
};

/** Local keys of the edit: the values on their way to the confirmation and the spec's stopReload flag. */
export const ProfileEditKey = {
  draft: 'profileEdit',
  stopReload: 'profileEditStopReload',
  /** The uid of the member whose edit this browser saved (the first-edit notice is then over). */
  saved: 'profileEditSaved',
} as const;

interface StoredDraft {
  readonly values: ProfileEditValues;
  /** The member's uid: a draft of another member (same browser) is not theirs to see. */
  readonly uid: string;
}

/** Valid values for the confirmation: the draft and the stopReload flag. */
export function keepDraft(storage: KeyValueStorage, uid: string, values: ProfileEditValues): void {
  storage.setItem(ProfileEditKey.draft, JSON.stringify({ values, uid } satisfies StoredDraft));
  storage.setItem(ProfileEditKey.stopReload, 'true');
}

/**
 * The form's current values while another screen is open (the avatar picker): kept as the draft
 * without the stopReload flag (not validated, so the confirmation must not open on them).
 */
export function keepFormDraft(storage: KeyValueStorage, uid: string, values: ProfileEditValues): void {
  storage.setItem(ProfileEditKey.draft, JSON.stringify({ values, uid } satisfies StoredDraft));
  storage.removeItem(ProfileEditKey.stopReload);
}

/** The draft of `uid`, or null. */
export function readDraft(storage: KeyValueStorage, uid: string): ProfileEditValues | null {
  const text = storage.getItem(ProfileEditKey.draft);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft>;
    return stored.uid === uid && stored.values ? stored.values : null;
  } catch {
    return null;
  }
}

/** The confirmation's values: null (→ back to the edit form) without the stopReload flag. */
export function readDraftForConfirm(storage: KeyValueStorage, uid: string): ProfileEditValues | null {
  if (storage.getItem(ProfileEditKey.stopReload) !== 'true') return null;
  return readDraft(storage, uid);
}

/**
 * The avatar picker's choice goes into the kept draft (every other value stays); false without a
 * draft. For /avator (901_avator) in its profile-edit mode.
 */
export function setDraftThumbnail(storage: KeyValueStorage, thumbnail: string): boolean {
  const text = storage.getItem(ProfileEditKey.draft);
  if (!text) return false;
  try {
    const stored = JSON.parse(text) as StoredDraft;
    storage.setItem(
      ProfileEditKey.draft,
      JSON.stringify({ ...stored, values: { ...stored.values, thumbnail } } satisfies StoredDraft),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Back from /avator: the form starts from the kept draft (or, when none was kept — the picker was
 * opened on its own — the stored profile) with the picker's choice (flows/avatar `avatarChoice`) as
 * its thumbnail. Pure: the screen reads the choice once and keeps it with `applyAvatarChoice`.
 */
export function withAvatarChoice(
  values: ProfileEditValues,
  choice: { readonly thumbnail: string } | null,
): ProfileEditValues {
  return choice ? { ...values, thumbnail: choice.thumbnail } : values;
}

/**
 * Keeps the picker's choice for the form of `uid`: into their kept draft, or as a new form draft
 * from `stored` (the profile's values) when there is none, so a reload still shows it. The caller
 * then removes the choice from the store (it is applied once).
 */
export function applyAvatarChoice(
  storage: KeyValueStorage,
  uid: string,
  stored: ProfileEditValues,
  choice: { readonly thumbnail: string } | null,
): boolean {
  if (!choice) return false;
  const draft = readDraft(storage, uid);
  if (draft) return setDraftThumbnail(storage, choice.thumbnail);
  keepFormDraft(storage, uid, withAvatarChoice(stored, choice));
  return true;
}

export function clearDraft(storage: KeyValueStorage): void {
  storage.removeItem(ProfileEditKey.draft);
  storage.removeItem(ProfileEditKey.stopReload);
}

/**
 * The picture of a thumbnail that is not a preset icon: the member's own stored one as the server
 * shows it (displayThumbnail), an uploaded `bucket/file` path through the member API's uploads, an
 * address as it is. Preset icons: undefined (ui has their pictures).
 */
export function thumbnailUrlOf(
  thumbnail: string,
  me: Pick<MeResponse, 'thumbnail' | 'displayThumbnail'>,
  memberApiBase: string,
): string | undefined {
  if (!thumbnail || isPresetIconId(thumbnail)) return undefined;
  if (thumbnail === me.thumbnail && me.displayThumbnail) return me.displayThumbnail;
  if (/^https?:\/\//.test(thumbnail)) return thumbnail;
  return `${memberApiBase}/member/v1/uploads/${thumbnail}`;
}

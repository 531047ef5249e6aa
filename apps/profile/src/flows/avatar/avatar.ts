/**
 * 901_avator, the standalone avatar picker (profile spec §2 "Avatar picker", §5 "Image cropper"):
 * the 14 presets or a picture from the device, cropped to a 160×160 PNG, uploaded through the
 * address of POST thumbnailUrl; the choice goes back to the form that opened the picker. Plain
 * functions; the screen only wires them.
 *
 * Hand-over to the form: the choice is kept in the local store under `avatarChoice` (JSON
 * `{ thumbnail, displayThumbnail }`); the form that opens on return takes it (read and remove) and
 * puts `thumbnail` into its values. `thumbnail` is a preset id (icon01..icon14) or the uploaded
 * file's storage path `<bucket>/<filename>`, the value PUT /member/v1/me stores.
 */
import { type MemberApiClient } from '@member-hub/api-client';
import { AvatarReturnHubPath, CROP_ACCEPT, isPresetIconId, MEMBER_API_BASE_PATH } from '@member-hub/enums';
import { type ServiceVariant } from '@member-hub/validators';

import { type AvatarChoice } from '../shared/avatar-choice';

export {
  AVATAR_CHOICE_KEY,
  type AvatarChoice,
  keepAvatarChoice,
  readAvatarChoice,
  takeAvatarChoice,
} from '../shared/avatar-choice';
/** The picker's modes (profile §2): from the query `mode`; anything else is the profile edit. */
export type AvatarMode = 'register' | 'daccount' | 'edit';

export function avatarModeOf(search: URLSearchParams): AvatarMode {
  const mode = search.get('mode');
  return mode === 'register' || mode === 'daccount' ? mode : 'edit';
}

/**
 * Where 'decide' and 'cancel' go back to: register → 008_profileRegister, d-account →
 * daccountAuthentication, otherwise 028_ProfileEdit (031_MemberProfileEdit in the membership
 * variant, whose edit is the member one).
 */
export function avatarBackTarget(mode: AvatarMode, variant: Pick<ServiceVariant, 'profileEditPath'>): string {
  switch (mode) {
    case 'register':
      return AvatarReturnHubPath.profileRegister;
    case 'daccount':
      return AvatarReturnHubPath.daccountAuthentication;
    case 'edit':
      return variant.profileEditPath;
  }
}

/** `selectImageFromDevice=false` turns the picture from the device off (profile §2). */
export function allowsDeviceImage(search: URLSearchParams): boolean {
  return search.get('selectImageFromDevice') !== 'false';
}

/** Is this file one the cropper can take? Any image type (CROP_ACCEPT image/*). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return CROP_ACCEPT === 'image/*' ? file.type.startsWith('image/') : file.type === CROP_ACCEPT;
}

/** A preset chosen on the picker. */
export function presetChoice(icon: string): AvatarChoice {
  if (!isPresetIconId(icon)) throw new Error(`not a preset icon: ${icon}`);
  return { thumbnail: icon, displayThumbnail: '' };
}

/**
 * Uploads the cropped picture (a PNG): POST thumbnailUrl?type=png for the upload address, PUT
 * the bytes there with their content type, and answer the new path for the form.
 */
export async function uploadCroppedAvatar(
  api: Pick<MemberApiClient, 'getThumbnailUrl' | 'uploadThumbnail'>,
  image: Blob,
  apiBase: string,
): Promise<AvatarChoice> {
  const target = await api.getThumbnailUrl({ query: { type: 'png' } });
  await api.uploadThumbnail({ url: target.url, body: image, imageType: target.imageType });
  const thumbnail = `${target.bucketname}/${target.filename}`;
  return {
    thumbnail,
    displayThumbnail: `${apiBase.replace(/\/+$/, '')}${MEMBER_API_BASE_PATH}/uploads/${thumbnail}`,
  };
}

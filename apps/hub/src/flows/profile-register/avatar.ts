/**
 * The avatar picker (profile spec §2 "Avatar picker", 901_avator_inRegist in the hub's register
 * children): it starts on the icon of the kept profile draft, 'decide and go back' puts the chosen
 * icon into the draft (every other value kept), 'cancel and go back' changes nothing. Plain
 * functions; the screen only wires them.
 */
import { DEFAULT_ICON, isPresetIconId, type PresetIconId } from '@member-hub/enums';

import { type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { RoutePath, type RoutePathValue } from '../../route-paths';
import { ProfileRegisterKey, readDraft } from '../shared/profile-register';

/**
 * Where the picker goes back to. The spec's modes: register → 008_profileRegister, d-account →
 * daccountAuthentication, otherwise 028_ProfileEdit; the hub has only the register mode (the
 * standalone /avator belongs to the profile edit).
 */
export type AvatarMode = 'register';

export function avatarBackTarget(mode: AvatarMode): RoutePathValue {
  switch (mode) {
    case 'register':
      return RoutePath.registerProfile;
  }
}

/**
 * The icon the picker starts on: the draft's (icon12 when the draft holds no preset icon); null
 * without a draft — the picker was opened directly and goes back to the form.
 */
export function avatarStart(storage: KeyValueStorage): PresetIconId | null {
  const draft = readDraft(storage);
  if (!draft) return null;
  return isPresetIconId(draft.thumbnail) ? draft.thumbnail : DEFAULT_ICON;
}

/**
 * 'decide and go back': the draft's thumbnail becomes `icon`, all other values and the
 * stop-reload flag stay as they are. Without a draft there is nothing to change (false).
 */
export function decideAvatar(storage: KeyValueStorage, icon: PresetIconId): boolean {
  const draft = readDraft(storage);
  if (!draft) return false;
  storage.setItem(ProfileRegisterKey.draft, JSON.stringify({ ...draft, thumbnail: icon }));
  return true;
}

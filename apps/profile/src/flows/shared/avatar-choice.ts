/**
 * The avatar picker's choice on its way back to the form that opened it (profile spec §2 "Avatar
 * picker"): kept in the local store under `avatarChoice` (JSON `{ thumbnail, displayThumbnail }`);
 * the form that opens on return takes it (read and remove). Unsubscribing removes it with the
 * member's other local values.
 */
import { type KeyValueStorage } from '@member-hub/app-kit/client-context';

/** The local key of the hand-over to the form (see the module comment). */
export const AVATAR_CHOICE_KEY = 'avatarChoice';

export interface AvatarChoice {
  /** A preset id, or the uploaded file's `<bucket>/<filename>`. */
  readonly thumbnail: string;
  /** The address that shows an uploaded picture; '' for a preset (the form shows its own icon). */
  readonly displayThumbnail: string;
}

export function keepAvatarChoice(storage: KeyValueStorage, choice: AvatarChoice): void {
  storage.setItem(AVATAR_CHOICE_KEY, JSON.stringify(choice));
}

export function readAvatarChoice(storage: KeyValueStorage): AvatarChoice | null {
  const raw = storage.getItem(AVATAR_CHOICE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AvatarChoice>;
    if (typeof value.thumbnail !== 'string' || !value.thumbnail) return null;
    return { thumbnail: value.thumbnail, displayThumbnail: value.displayThumbnail ?? '' };
  } catch {
    return null;
  }
}

/** For the form that opens on return: the choice, removed from the store. */
export function takeAvatarChoice(storage: KeyValueStorage): AvatarChoice | null {
  const choice = readAvatarChoice(storage);
  storage.removeItem(AVATAR_CHOICE_KEY);
  return choice;
}

/**
 * Server-only storage rules for member fields. The shared rules (birthday, line breaks, service
 * usage, the birthday change limit, preset icons) come from @member-hub/validators and
 * @member-hub/enums; only what no client needs lives here.
 */

/**
 * The uniqueness key of a nickname (column members.nickname_key, UNIQUE): NFKC then lower case,
 * surrounding spaces removed. So 'Taro', 'TARO' and full-width 'ＴＡＲＯ' are one nickname.
 */
export function nicknameKey(nickname: string): string {
  return nickname.normalize('NFKC').trim().toLowerCase();
}

/** Bucket of uploaded thumbnails (stored as '<bucket>/<file>' in members.thumbnail). */
export const THUMBNAIL_BUCKET = 'thumbnails';

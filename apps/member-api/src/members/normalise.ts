/** Server-side normalisation rules for member fields (profile spec §3, hub spec §5). */

/** The value that means "birthday not entered". */
export const DEFAULT_BIRTHDAY = '1900-01-01';

/**
 * Birthday rule: YYYY-MM-DD with no zero month or day and a real calendar date; anything else
 * becomes 1900-01-01 (hub spec §5, profile spec §5 "Normalisation on load").
 */
export function normaliseBirthday(value: string | null | undefined): string {
  if (!value) return DEFAULT_BIRTHDAY;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return DEFAULT_BIRTHDAY;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (m === 0 || d === 0) return DEFAULT_BIRTHDAY;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return DEFAULT_BIRTHDAY;
  return value;
}

/** Line breaks in introduction and city are normalised to '\n'. */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n?|\u2028|\u2029|\u0085/g, '\n');
}

/**
 * The uniqueness key of a nickname (column members.nickname_key, UNIQUE): NFKC then lower case,
 * surrounding spaces removed. So 'Taro', 'TARO' and full-width 'ＴＡＲＯ' are one nickname.
 */
export function nicknameKey(nickname: string): string {
  return nickname.normalize('NFKC').trim().toLowerCase();
}

/** The preset icon used when a member is created with an empty thumbnail (profile spec §9). */
export const DEFAULT_THUMBNAIL = 'icon12';

/** Preset icon names icon01..icon14. */
export const PRESET_ICON = /^icon(0[1-9]|1[0-4])$/;

/** Bucket of uploaded thumbnails (stored as '<bucket>/<file>' in members.thumbnail). */
export const THUMBNAIL_BUCKET = 'thumbnails';

/**
 * Merges the service usage flag: a member of one service who saves from the other uses both
 * ('3'); the spec lists '1', '2' and '3 for both' but not when '3' is set, so this is our rule.
 */
export function mergeServiceUsage(stored: string, incoming: string): string {
  if (stored === incoming || stored === '3') return stored;
  if (incoming === '3') return '3';
  if ((stored === '1' && incoming === '2') || (stored === '2' && incoming === '1')) return '3';
  return incoming;
}

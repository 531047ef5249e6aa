/**
 * What the bonus-point message under the shop field says (membership variant): the items whose
 * reward is still open, and whether the all-items bonus is still open. Nothing when all is got.
 */
import { PointCode, type PointCodeId, pointCodeOptions } from '@member-hub/enums';
import { openPointCodes, type PointStatus } from '@member-hub/validators';

export interface BonusMessage {
  /** Labels of the single items still rewarded, in the spec's order. */
  readonly items: string[];
  /** The all-items bonus is still open. */
  readonly allItems: boolean;
}

const labelOf = (code: PointCodeId, lang: 'ja' | 'en') =>
  pointCodeOptions.find((option) => option.id === code)?.[lang] ?? '';

export function bonusMessageOf(status: PointStatus, lang: 'ja' | 'en' = 'ja'): BonusMessage | null {
  const open = openPointCodes(status);
  if (open.length === 0) return null;
  return {
    items: open.filter((code) => code !== PointCode.AllItems).map((code) => labelOf(code, lang)),
    allItems: open.includes(PointCode.AllItems),
  };
}

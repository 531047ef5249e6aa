/**
 * Bonus points of the membership variant (profile spec §3 "Point status", §4 "Bonus points on
 * save"): which items are filled, the point status derived from the point history, and which
 * point codes a save adds. The server grants by the same `filledPointCodes` rule, so the form and
 * the server cannot disagree about "filled".
 */
import {
  DEFAULT_BIRTHDAY,
  PointCode,
  type PointCodeId,
  PointFlag,
  type PointFlagId,
  profileInputPointReasons,
  singlePointCodes,
} from '@member-hub/enums';

import { normalizeBirthday } from './birthday';

/** The five rewarded items of a member (or of the form's values). */
export interface ProfileInputItems {
  readonly email: string | null | undefined;
  /** Prefecture id; 0 = not selected. */
  readonly prefecture: number | null | undefined;
  readonly city: string | null | undefined;
  /** YYYY-MM-DD; 1900-01-01 (or any '-00' part) = not entered. */
  readonly birthday: string | null | undefined;
  readonly shopKey: string | null | undefined;
}

/** Is the item of a single point code filled? */
export function isPointItemFilled(code: Exclude<PointCodeId, 0>, items: ProfileInputItems): boolean {
  switch (code) {
    case PointCode.Email:
      return Boolean(items.email?.trim());
    case PointCode.Prefecture:
      return (items.prefecture ?? 0) > 0;
    case PointCode.City:
      return Boolean(items.city?.trim());
    case PointCode.Birthday:
      return normalizeBirthday(items.birthday) !== DEFAULT_BIRTHDAY;
    case PointCode.Shop:
      return Boolean(items.shopKey?.trim());
  }
}

/** The point codes whose item is filled; 0 (all items) only when all five are. */
export function filledPointCodes(items: ProfileInputItems): PointCodeId[] {
  const singles = singlePointCodes.filter((code) => isPointItemFilled(code, items));
  return singles.length === singlePointCodes.length ? [...singles, PointCode.AllItems] : singles;
}

/** Point status: '1' got, '0' not got, per item and for all items (profile §3). */
export interface PointStatus {
  readonly all: PointFlagId;
  readonly email: PointFlagId;
  readonly prefecture: PointFlagId;
  readonly city: PointFlagId;
  readonly birthday: PointFlagId;
  readonly shop: PointFlagId;
}

const statusKeyOf: Readonly<Record<PointCodeId, keyof PointStatus>> = Object.freeze({
  [PointCode.AllItems]: 'all',
  [PointCode.Email]: 'email',
  [PointCode.Prefecture]: 'prefecture',
  [PointCode.City]: 'city',
  [PointCode.Birthday]: 'birthday',
  [PointCode.Shop]: 'shop',
});

/**
 * The point status derived from the point history by matching the Japanese reason texts of the
 * profile-input rewards (profile §4); entries with other reasons change nothing.
 */
export function pointStatusFromHistory(history: readonly { readonly pointReason: string }[]): PointStatus {
  const reasons = new Set(history.map((entry) => entry.pointReason.trim()));
  const status: Record<keyof PointStatus, PointFlagId> = {
    all: PointFlag.NotGot,
    email: PointFlag.NotGot,
    prefecture: PointFlag.NotGot,
    city: PointFlag.NotGot,
    birthday: PointFlag.NotGot,
    shop: PointFlag.NotGot,
  };
  for (const [code, key] of Object.entries(statusKeyOf) as [string, keyof PointStatus][]) {
    if (reasons.has(profileInputPointReasons[Number(code) as PointCodeId])) status[key] = PointFlag.Got;
  }
  return status;
}

/** The flag of one point code in a status. */
export function pointFlagOf(status: PointStatus, code: PointCodeId): PointFlagId {
  return status[statusKeyOf[code]];
}

/**
 * The point codes a save adds (profile §4 table): each item only when its flag is 0 and it is
 * filled; 0 (all items) only when all five are filled and the all-flag is 0. Singles first, so
 * that the all-items bonus follows the items it rewards.
 */
export function pointCodesToAdd(status: PointStatus, items: ProfileInputItems): PointCodeId[] {
  return filledPointCodes(items).filter((code) => pointFlagOf(status, code) === PointFlag.NotGot);
}

/** Items still open for a reward (flag 0), for the form's bonus-point message. */
export function openPointCodes(status: PointStatus): PointCodeId[] {
  return [...singlePointCodes, PointCode.AllItems].filter(
    (code) => pointFlagOf(status, code) === PointFlag.NotGot,
  );
}
